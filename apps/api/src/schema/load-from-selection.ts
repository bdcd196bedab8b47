import type { ApplicationLoad, FunderLoad, GrantLoad } from '@grantflow/db/repositories/load';
import { derivationToday } from './scope.ts';
import type { Selection } from './selection.ts';

// GraphQL selection → the repositories' load options (plain data; the SQL choices stay in packages/db).

/** Funder fields that need more than the funder's row: totalAwardAmount (any range) and lastAward. */
export function funderLoad(funder: Selection): FunderLoad {
  return {
    totals: funder.has('totalAwardAmount'),
    lastAward: funder.has('lastAward'),
    // Read in the funder's own statement (a list's page) rather than by the field's batch.
    ...(funder.has('responsiveness') ? { responsiveness: { today: derivationToday() } } : {}),
  };
}

export function grantLoad(grant: Selection): GrantLoad {
  return {
    responseAverage: grant.has('responseAverage'),
    funder: grant.has('funder') ? funderLoad(grant.child('funder')) : false,
  };
}

export function applicationLoad(application: Selection): ApplicationLoad {
  const own: ApplicationLoad = {
    reports: application.has('reports'),
    grant: application.has('grant') ? grantLoad(application.child('grant')) : false,
  };
  // `reports { grantApplication { … } }` answers with this same application record: load what it asks too.
  const back = application.child('reports');
  return back.has('grantApplication')
    ? mergeApplicationLoads(own, applicationLoad(back.child('grantApplication')))
    : own;
}

/** What a funder profile's applications (previousGrants + nextGrants) need. */
export function profileApplicationsLoad(profile: Selection): ApplicationLoad {
  return mergeApplicationLoads(
    applicationLoad(profile.child('previousGrants')),
    applicationLoad(profile.child('nextGrants')),
  );
}

function mergeFunderLoads(a: FunderLoad | false | undefined, b: FunderLoad | false | undefined) {
  if (!a) return b ?? false;
  if (!b) return a;
  const responsiveness = a.responsiveness ?? b.responsiveness;
  return {
    totals: Boolean(a.totals || b.totals),
    lastAward: Boolean(a.lastAward || b.lastAward),
    ...(responsiveness ? { responsiveness } : {}),
  };
}

function mergeApplicationLoads(a: ApplicationLoad, b: ApplicationLoad): ApplicationLoad {
  const grant =
    a.grant && b.grant
      ? {
          responseAverage: Boolean(a.grant.responseAverage || b.grant.responseAverage),
          funder: mergeFunderLoads(a.grant.funder, b.grant.funder),
        }
      : a.grant || b.grant || false;
  return { reports: Boolean(a.reports || b.reports), grant };
}
