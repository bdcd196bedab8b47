import type { NewRenewal, RenewalSource } from '@grantflow/db/repositories/renewals';
import type { RenewalRepositories } from '../renewal/renewal-repositories.ts';
import { applicationRecord } from './records.ts';

type Source = RenewalSource & { status: string; organizationId: number };

/**
 * RenewalRepositories in memory: the sources a test puts in, the renewals the use case inserts (ids from
 * 1000) and the folders it links. `loseRace` makes the next insert find a renewal already there, as the
 * unique key would.
 */
export function memoryRenewals() {
  const sources = new Map<number, Source>();
  const reports = new Map<number, Awaited<ReturnType<RenewalRepositories['reportsOf']>>>();
  const renewals = new Map<number, NewRenewal & { id: number }>();
  const links: { funderId: number; folder: string; since: string }[] = [];
  let nextId = 1000;
  let raceWinner: (NewRenewal & { id: number }) | undefined;
  const store = (renewal: NewRenewal) => {
    const stored = { ...renewal, id: nextId++ };
    renewals.set(renewal.renewedFromId, stored);
    return stored;
  };
  const bind = (organizationId: number): RenewalRepositories => ({
    lockSource: async (id) => {
      const source = sources.get(id);
      return source && source.organizationId === organizationId ? source : null;
    },
    renewalOf: async (id) => renewals.get(id)?.id ?? null,
    reportsOf: async (id) => reports.get(id) ?? [],
    insertRenewal: async (renewal) => {
      if (raceWinner) {
        renewals.set(renewal.renewedFromId, raceWinner);
        raceWinner = undefined;
        return null;
      }
      return store(renewal).id;
    },
    linkFilesSince: async (funderId, folder, since) => {
      links.push({ funderId, folder, since });
    },
    loadApplication: async (id) => {
      const renewal = [...renewals.values()].find((r) => r.id === id);
      if (!renewal) return undefined;
      return applicationRecord({
        id,
        organizationId,
        grantId: renewal.grantId,
        deadline: renewal.deadline,
        deadlineType: renewal.deadlineType,
        amountRequestedCents: renewal.amountRequestedCents,
      });
    },
  });
  return {
    bind,
    sources,
    reports,
    renewals,
    links,
    loseRace: (winner: NewRenewal) => {
      raceWinner = { ...winner, id: nextId++ };
    },
  };
}
