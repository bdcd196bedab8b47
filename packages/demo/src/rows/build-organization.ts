import { fiscalDate } from '@grantflow/domain/application/fiscal-date';
import { resolveStoredStatus } from '@grantflow/domain/application/resolve-stored-status';
import { RECURRENCE_COUNT } from '@grantflow/domain/constants/limits';
import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { upcomingApplication } from '@grantflow/domain/grant/plan-grant-applications';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import type {
  ApplicationStatus,
  DeadlineType,
  FunderType,
  ReportUrgency,
} from '@grantflow/domain/shared/enums';
import {
  CONTACT_NAMES,
  CONTACT_TITLES,
  DECLINED_REASONS,
  FUNDER_NOTES,
  type FunderSeed,
  HOW_TO_APPLY,
  INELIGIBLE_REASONS,
  REPORT_DESCRIPTIONS,
  STREETS,
} from './catalog.ts';
import { addDays, fiscalYearOf, fiscalYearStartDate } from './dates.ts';
import type { Random } from './random.ts';

// Pure planning: turns a catalogue and a PRNG into rows (without ids), so the same plan can be
// inserted by the demo seed and checked by tests.

export interface PlannedApplication {
  status: ApplicationStatus;
  deadline: string;
  deadlineType: DeadlineType;
  declined: boolean;
  declinedDate: string | null;
  declinedReason: string | null;
  isSubmittedAsIneligible: boolean;
  ineligibleReason: string | null;
  notApply: boolean;
  fiscalDate: string;
  submissionDate: string | null;
  amountRequestedCents: number | null;
  amountAwardedCents: number | null;
  receivementDate: string | null;
  isPrecisionByYear: boolean;
  reports: {
    deadline: string;
    urgency: ReportUrgency;
    submitted: boolean;
    submissionDate: string | null;
    description: string;
  }[];
}

export interface PlannedGrant {
  funderIndex: number;
  programIndex: number;
  frequency: 'ONE_TIME' | 'RECURRING';
  recurrenceCount: number | null;
  applications: PlannedApplication[];
}

export interface PlannedFunder {
  name: string;
  type: FunderType;
  email: string;
  phone: string;
  website: string;
  complexityScore: number;
  keyContacts: string;
  notes: string;
  howToApply: string;
  isPaused: boolean;
  location: { streetAddress: string; city: string; state: string; zipcode: string };
}

export interface OrganizationPlan {
  funders: PlannedFunder[];
  programs: { name: string; goals: { fiscalYear: number; goalCents: number }[] }[];
  grants: PlannedGrant[];
}

export interface PlanOptions {
  funders: readonly FunderSeed[];
  programs: readonly string[];
  applications: number;
  /** Share of applications with a deadline in the next 90 days. */
  upcomingShare: number;
  today: string;
  fiscalYearStart: { month: number; day: number };
  pausedEvery?: number;
}

const REQUEST_RANGE: Record<FunderType, [number, number]> = {
  GOVERNMENT: [50_000, 500_000],
  GOVERNMENT_STATE: [25_000, 200_000],
  GOVERNMENT_LOCAL: [5_000, 60_000],
  FOUNDATION: [10_000, 150_000],
  CORPORATE: [5_000, 50_000],
  ORGANIZATION: [2_000, 25_000],
  OTHER: [2_000, 40_000],
};

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
}

export function planFunder(rng: Random, seed: FunderSeed, index: number, pausedEvery: number): PlannedFunder {
  const domain = `${slug(seed.name)}.example.org`;
  const contact = rng.pick(CONTACT_NAMES);
  return {
    name: seed.name,
    type: seed.type,
    email: `grants@${domain}`,
    phone: `(${rng.int(201, 989)}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`,
    website: `https://www.${domain}`,
    complexityScore: seed.type.startsWith('GOVERNMENT') ? rng.int(6, 10) : rng.int(1, 7),
    keyContacts: `${contact}, ${rng.pick(CONTACT_TITLES)} (${contact.split(' ')[0]?.toLowerCase()}@${domain})`,
    notes: rng.pick(FUNDER_NOTES),
    howToApply: seed.type === 'GOVERNMENT' ? HOW_TO_APPLY[2] : rng.pick(HOW_TO_APPLY),
    isPaused: index % pausedEvery === pausedEvery - 1,
    location: {
      streetAddress: `${rng.int(10, 9800)} ${rng.pick(STREETS)}`,
      city: seed.city,
      state: seed.state,
      zipcode: String(rng.int(10000, 99999)),
    },
  };
}

function dollars(rng: Random, [min, max]: [number, number], step: number): number {
  return dollarsToCents(Math.round(rng.int(min, max) / step) * step);
}

/**
 * The stored status and fiscal date the API would write for these facts: the same
 * domain rules as createGrant and updateApplication, so demo and synthetic rows never contradict them.
 */
export function throughDomainRules(app: PlannedApplication): PlannedApplication {
  const award =
    app.receivementDate || app.amountAwardedCents ? { receivementDate: app.receivementDate } : null;
  const status = resolveStoredStatus({
    notApply: app.notApply,
    isSubmittedAsIneligible: app.isSubmittedAsIneligible,
    declined: app.declined,
    submission: app.submissionDate ? { submissionDate: app.submissionDate } : null,
    award,
  });
  return { ...app, status, fiscalDate: fiscalDate(app) };
}

export function planApplication(
  rng: Random,
  type: FunderType,
  deadline: string,
  today: string,
): PlannedApplication {
  return throughDomainRules(planApplicationFacts(rng, type, deadline, today));
}

function planApplicationFacts(
  rng: Random,
  type: FunderType,
  deadline: string,
  today: string,
): PlannedApplication {
  const deadlineType: DeadlineType = rng.chance(0.2) ? 'ROLLING' : 'REQUIRED';
  // An upcoming application as createGrant plans a later cycle; the draws below move it on.
  const base: PlannedApplication = upcomingApplication(deadline, deadlineType, []);
  const submitted = (): PlannedApplication => {
    const submissionDate = addDays(deadline, -rng.int(0, 14));
    return {
      ...base,
      status: rng.chance(0.6) ? 'SUBMITTED' : 'PENDING',
      notApply: false,
      submissionDate: submissionDate < today ? submissionDate : today,
      fiscalDate: submissionDate < today ? submissionDate : today,
      amountRequestedCents: dollars(rng, REQUEST_RANGE[type], 500),
    };
  };

  if (deadline >= today) {
    return rng.chance(0.8) ? base : submitted();
  }
  const roll = rng.next();
  if (roll < 0.38) {
    const app = submitted();
    const receivementDate = addDays(app.submissionDate ?? deadline, rng.int(30, 150));
    if (receivementDate >= today) return app;
    const share = rng.pick([1, 1, 0.8, 0.75, 0.5]);
    const amountAwardedCents = Math.round(((app.amountRequestedCents ?? 0) * share) / 10_000) * 10_000;
    const reports: PlannedApplication['reports'] = [];
    for (const [offset, urgency] of [
      [180, 'REQUIRED'],
      [90, 'COURTESY'],
    ] as const) {
      if (urgency === 'COURTESY' && rng.chance(0.5)) continue;
      const reportDeadline = addDays(receivementDate, offset + rng.int(0, 30));
      const done = reportDeadline < today && rng.chance(0.85);
      reports.push({
        deadline: reportDeadline,
        urgency,
        submitted: done,
        submissionDate: done ? addDays(reportDeadline, -rng.int(0, 7)) : null,
        description: rng.pick(REPORT_DESCRIPTIONS),
      });
    }
    return {
      ...app,
      status: 'AWARDED',
      amountAwardedCents,
      receivementDate,
      fiscalDate: receivementDate,
      isPrecisionByYear: rng.chance(0.05),
      reports,
    };
  }
  if (roll < 0.58) {
    const app = submitted();
    const declinedDate = addDays(app.submissionDate ?? deadline, rng.int(20, 120));
    if (declinedDate >= today) return app;
    return {
      ...app,
      status: 'DECLINED',
      declined: true,
      declinedDate,
      declinedReason: rng.pick(DECLINED_REASONS),
    };
  }
  // Submitted with no answer: those older than 365 days show as DID_NOT_RESPOND.
  if (roll < 0.8) return submitted();
  if (roll < 0.88) {
    return {
      ...base,
      status: 'INELIGIBLE',
      isSubmittedAsIneligible: true,
      ineligibleReason: rng.pick(INELIGIBLE_REASONS),
    };
  }
  return base;
}

export function planOrganization(rng: Random, options: PlanOptions): OrganizationPlan {
  const { today, fiscalYearStart } = options;
  const currentFy = fiscalYearOf(today, fiscalYearStart.month, fiscalYearStart.day);
  const firstDay = fiscalYearStartDate(currentFy - 2, fiscalYearStart.month, fiscalYearStart.day);
  const pastSpan = Math.max(1, -Math.round((Date.parse(firstDay) - Date.parse(today)) / 86_400_000));

  const funders = options.funders.map((seed, index) =>
    planFunder(rng, seed, index, options.pausedEvery ?? 10),
  );
  const programs = options.programs.map((name) => ({
    name,
    goals: [currentFy - 2, currentFy - 1, currentFy].map((fiscalYear) => ({
      fiscalYear,
      goalCents: dollarsToCents(rng.int(8, 40) * 10_000),
    })),
  }));

  // Grants take the funders in turn until the applications are all placed; each grant gets exactly the
  // applications its frequency means (ONE_TIME 1, RECURRING its recurrence count), one year apart, as
  // createGrant makes them.
  const grants: PlannedGrant[] = [];
  let remaining = options.applications;
  for (let i = 0; remaining > 0 && funders.length > 0; i += 1) {
    const funderIndex = i % funders.length;
    const funder = funders[funderIndex] as PlannedFunder;
    const recurring = remaining >= RECURRENCE_COUNT.min && rng.chance(0.4);
    const frequency = recurring ? 'RECURRING' : 'ONE_TIME';
    const recurrenceCount = recurring ? Math.min(rng.int(2, 5), remaining) : null;
    const count = recurrenceCountFor(frequency, recurrenceCount);
    const first =
      !recurring && rng.chance(options.upcomingShare)
        ? addDays(today, rng.int(1, 90))
        : addDays(today, -rng.int(1, pastSpan));
    grants.push({
      funderIndex,
      programIndex: rng.int(0, programs.length - 1),
      frequency,
      recurrenceCount,
      applications: recurringDeadlines(first as WireDate, count).map((deadline) =>
        planApplication(rng, funder.type, deadline, today),
      ),
    });
    remaining -= count;
  }
  return { funders, programs, grants };
}
