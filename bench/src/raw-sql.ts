// The floor: hand-written SQL that answers each measured query with the rows and fields Grantflow returns,
// as one statement whose result PostgreSQL already renders as the GraphQL response body.

const APPLICATION_JOINS = `join grants g on g.id = a.grant_id and g.organization_id = a.organization_id
  join funders f on f.id = g.funder_id and f.organization_id = g.organization_id
  left join programs p on p.id = g.program_id and p.organization_id = g.organization_id`;

// packages/db application-sql.ts: did-not-respond after 365 days awaiting an answer.
const didNotRespond = (
  a: string,
  today = '$2',
) => `(${a}.status in ('PENDING', 'SUBMITTED') and ${a}.submission_date is not null
  and ${a}.amount_awarded_cents is null and ${a}.receivement_date is null and not ${a}.declined
  and ${a}.submission_date < ${today}::date - 365)`;
const awaiting = (a: string) => `(${a}.status in ('PENDING', 'SUBMITTED') and ${a}.submission_date is not null
  and ${a}.amount_awarded_cents is null and ${a}.receivement_date is null and not ${a}.declined)`;
export const displayStatus = (a: string) =>
  `(case when ${didNotRespond(a)} then 'DID_NOT_RESPOND' when ${awaiting(a)} then 'PENDING' else ${a}.status::text end)`;
const responseDays = (a: string, today = '$2') => `(case when ${a}.submission_date is null then null
  when ${a}.receivement_date is not null then ${a}.receivement_date - ${a}.submission_date
  when ${didNotRespond(a, today)} then 365 end)`;
export const dollars = (cents: string) => `(${cents} / 100.0)::float8`;

/**
 * $1 organisation, $2 today, $3 ILIKE pattern or null, $4 page size. The search tests the organisation's funders
 * and programs first and the applications by id (as packages/db's applicationPartiesMatch); without one the total
 * is the organisation's row of application_counts (kept by the database), as Grantflow reads it.
 */
export const LIST_APPLICATIONS_SQL = `
with matching as not materialized (
  select a.id, a.deadline from applications a
  where a.organization_id = $1 and ($3::text is null
    or a.funder_id in (select f.id from funders f where f.organization_id = $1 and f.name ilike $3)
    or a.grant_id in (select g.id from grants g join programs p on p.id = g.program_id
      and p.organization_id = g.organization_id where g.organization_id = $1 and p.name ilike $3))
), page as (
  select a.*, ${displayStatus('a')} as display_status from matching m
  join applications a on a.id = m.id order by m.deadline, m.id limit $4
)
select json_build_object('data', json_build_object('listApplications', json_build_object(
  'total', case when $3::text is null
    then (select coalesce(max(c.applications), 0) from application_counts c where c.organization_id = $1)
    else (select count(*) from matching) end,
  'items', coalesce((select json_agg(json_build_object(
    'id', a.id::text, 'status', a.status, 'displayStatus', a.display_status,
    'canEdit', a.display_status in ('NOT_APPLY', 'PENDING', 'AWARDED', 'DECLINED', 'SUBMITTED'),
    'deadline', a.deadline, 'deadlineType', a.deadline_type, 'declined', a.declined,
    'isSubmittedAsIneligible', a.is_submitted_as_ineligible, 'ineligibleReason', a.ineligible_reason,
    'declinedDetails', case when a.declined or a.declined_date is not null then
      json_build_object('declinedDate', a.declined_date, 'declinedReason', a.declined_reason) end,
    'submission', case when a.submission_date is not null then
      json_build_object('submissionDate', a.submission_date, 'amountRequested', ${dollars('a.amount_requested_cents')}) end,
    'award', case when a.amount_awarded_cents is not null then
      json_build_object('amountAwarded', ${dollars('a.amount_awarded_cents')}, 'receivementDate', a.receivement_date) end,
    'reports', coalesce((select json_agg(json_build_object('id', r.id::text, 'urgency', r.urgency,
        'deadline', r.deadline, 'submitted', r.submitted) order by r.deadline, r.id)
      from reports r where r.organization_id = a.organization_id and r.application_id = a.id), '[]'),
    'grant', (select json_build_object('id', g.id::text, 'frequency', g.frequency,
      'responseAverage', (select ceil(avg(${responseDays('x')}))::int from applications x where x.grant_id = g.id),
      'program', case when p.id is not null then json_build_object('id', p.id::text, 'name', p.name) end,
      'funder', json_build_object('id', f.id::text, 'name', f.name, 'complexityScore', f.complexity_score,
        'lastAward', (select json_build_object('receivementDate', aw.receivement_date) from applications aw
          where aw.organization_id = f.organization_id and aw.funder_id = f.id
            and aw.status = 'AWARDED' and aw.receivement_date is not null
          order by aw.receivement_date desc, aw.id desc limit 1)))
      from grants g join funders f on f.id = g.funder_id and f.organization_id = g.organization_id
      left join programs p on p.id = g.program_id and p.organization_id = g.organization_id
      where g.id = a.grant_id and g.organization_id = a.organization_id)
  ) order by a.deadline, a.id) from page a), '[]')
)))::text as body`;

const FUNDER_FIGURES = `,
    'totalAwardAmount', ${dollars(`(select coalesce(sum(aw.amount_awarded_cents), 0) from applications aw
      where aw.organization_id = f.organization_id and aw.funder_id = f.id and aw.status = 'AWARDED')`)},
    'responsiveness', (select json_build_object(
        'winRate', (count(*) filter (where s.status = 'AWARDED'))::float8 / nullif(count(*) filter (
          where s.status in ('AWARDED', 'DECLINED') or ${didNotRespond('s', '$5')}), 0),
        'medianResponseDays', percentile_cont(0.5) within group (order by ${responseDays('s', '$5')}))
      from applications s where s.organization_id = f.organization_id and s.funder_id = f.id
        and s.submission_date is not null)`;

const listFundersSql = (figures: string) => `
with matching as not materialized (
  select f.* from funders f where f.organization_id = $1
    and ($2::text is null or f.name ilike $2 or f.email ilike $2 or f.type::text ilike $3)
), page as (select * from matching order by lower(name), id limit $4)
select json_build_object('data', json_build_object('listFunders', json_build_object(
  'total', (select count(*) from matching),
  'items', coalesce((select json_agg(json_build_object('id', f.id::text, 'name', f.name, 'email', f.email,
    'type', f.type, 'website', f.website${figures}
  ) order by lower(f.name), f.id) from page f), '[]')
)))::text as body`;

/**
 * $1 organisation, $2 ILIKE pattern or null, $3 the pattern for the type (spaces as _), $4 page size, $5 today:
 * the web's document (award totals and responsiveness).
 */
export const LIST_FUNDERS_SQL = listFundersSql(FUNDER_FIGURES);

/** The same list with the stored columns only: $1 to $4 as above. */
export const LIST_FUNDER_COLUMNS_SQL = listFundersSql('');

/**
 * $1 organisation, $2 page size. The page and the total read `reports` alone, through
 * reports_organization_deadline_idx: every report has its application, and every application its grant and
 * funder, by composite foreign keys in the organisation (as packages/db's listReports counts). Joining them for
 * the total, as this statement first did, made the floor slower than Grantflow at full size (15 req/s).
 */
export const LIST_REPORTS_SQL = `
with page as (
  select r.* from reports r where r.organization_id = $1 order by r.deadline, r.id limit $2
)
select json_build_object('data', json_build_object('listReports', json_build_object(
  'total', (select count(*) from reports r where r.organization_id = $1),
  'items', coalesce((select json_agg(json_build_object('id', r.id::text, 'deadline', r.deadline,
    'urgency', r.urgency, 'submitted', r.submitted, 'submissionDate', r.submission_date,
    'description', r.description,
    'grantApplication', (select json_build_object('id', a.id::text,
      'award', case when a.amount_awarded_cents is not null then
        json_build_object('amountAwarded', ${dollars('a.amount_awarded_cents')}) end,
      'grant', json_build_object('id', g.id::text,
        'program', case when p.id is not null then json_build_object('id', p.id::text, 'name', p.name) end,
        'funder', json_build_object('id', f.id::text, 'name', f.name)))
      from applications a ${APPLICATION_JOINS}
      where a.id = r.application_id and a.organization_id = r.organization_id)
  ) order by r.deadline, r.id) from page r), '[]')
)))::text as body`;

/**
 * searchOpportunities' first page as packages/db's opportunities repository runs it (the same conditions,
 * rank, count over the matches and page-first join), as one statement: $1 organisation, $2 search, $3 status,
 * $4/$5 close date from/to, $6 agency, $7 page size, $8 true for the similar-titles fallback (the raw server
 * runs it when the words match nothing, as the repository does). Absent filters are null and fold away.
 */
export const SEARCH_OPPORTUNITIES_SQL = `
with page as (
  select o.id, count(*) over () as total,
    case when $2::text is null then 0 else ts_rank(o.search_vector, websearch_to_tsquery('english', $2))
      + word_similarity($2, o.title) end as score
  from opportunities o
  where not exists (select 1 from opportunity_dismissals d where d.organization_id = $1 and d.opportunity_id = o.id)
    and ($2::text is null or (not $8 and o.search_vector @@ websearch_to_tsquery('english', $2))
      or ($8 and $2 <% o.title))
    and ($3::text is null or o.status = $3) and ($4::date is null or o.close_date >= $4::date)
    and ($5::date is null or o.close_date <= $5::date)
    and ($6::text is null or o.agency_code = $6 or o.agency_name ilike '%' || $6 || '%')
  order by score desc, o.close_date asc nulls last, o.id limit $7
)
select json_build_object('data', json_build_object('searchOpportunities', json_build_object(
  'total', coalesce((select max(total) from page), 0),
  'items', coalesce((select json_agg(json_build_object('id', o.id::text, 'grantsGovId', o.grants_gov_id,
    'number', o.number, 'title', o.title, 'agency', o.agency_name, 'agencyCode', o.agency_code,
    'status', o.status, 'openDate', o.open_date, 'closeDate', o.close_date,
    'awardCeiling', ${dollars('o.award_ceiling_cents')}, 'awardFloor', ${dollars('o.award_floor_cents')},
    'synopsis', o.synopsis,
    'tracked', exists (select 1 from opportunity_tracks t where t.organization_id = $1 and t.opportunity_id = o.id),
    'dismissed', exists (select 1 from opportunity_dismissals d where d.organization_id = $1 and d.opportunity_id = o.id))
    order by p.score desc, o.close_date asc nulls last, o.id)
    from page p join opportunities o on o.id = p.id), '[]'))))::text as body`;
/** The ILIKE pattern Grantflow builds for a search (`%term%`, with %, _ and \\ escaped). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
