import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { type QuestionReadings, questionHits, questionTsqueries } from './question-tsquery.ts';

// The organisation's own records as retrieval passages, searched where they live (no copy to keep in
// step): funders' notes, how-to-apply text and profile facts, and programs with their yearly goals.
// Each record is read in the three language configurations and 'simple' at query time; an organisation
// has tens to a few hundred of them, so this is one short statement.

export type RecordPassageField = 'notes' | 'howToApply' | 'profile' | 'program';

export interface RecordScores {
  kind: 'funder' | 'program';
  id: number;
  name: string;
  field: RecordPassageField;
  text: string;
  english: number;
  portuguese: number;
  german: number;
  simple: number;
  /** How many of the question's words the record holds, in its best-matching language. */
  hits: number;
  /** …of which in the funder's or program's name. */
  nameHits: number;
}

export async function scoreRecords(
  tx: DbExecutor,
  organizationId: number,
  query: {
    readings: QuestionReadings;
    counted: QuestionReadings;
    simpleTerms: readonly string[];
    limit: number;
  },
): Promise<RecordScores[]> {
  const { rows } = await tx.execute<{
    kind: 'funder' | 'program';
    id: number;
    name: string;
    field: RecordPassageField;
    body: string;
    en: number;
    pt: number;
    de: number;
    si: number;
    hits: number;
    name_hits: number;
  }>(sql`with q as (
      ${questionTsqueries(query.readings, query.simpleTerms, query.counted)}
    ), docs as (
      select 'funder' as kind, f.id, f.name, 'notes' as field, f.name || ' › Notes' || chr(10) || f.notes as body
        from funders f where f.organization_id = ${organizationId} and coalesce(f.notes, '') <> ''
      union all
      select 'funder', f.id, f.name, 'howToApply', f.name || ' › How to apply' || chr(10) || f.how_to_apply
        from funders f where f.organization_id = ${organizationId} and coalesce(f.how_to_apply, '') <> ''
      union all
      select 'funder', f.id, f.name, 'profile', f.name || ' › Profile' || chr(10) || concat_ws('. ',
          'Funder type: ' || lower(f.type::text), 'E-mail: ' || f.email, 'Phone: ' || f.phone,
          'Website: ' || f.website, 'Key contacts: ' || f.key_contacts,
          'Location: ' || nullif(concat_ws(', ', l.street_address, l.complement, l.city, l.state, l.zipcode), ''),
          case when f.is_paused then 'Paused' end)
        from funders f
        left join funder_locations l on l.organization_id = f.organization_id and l.funder_id = f.id
        where f.organization_id = ${organizationId}
      union all
      select 'program', p.id, p.name, 'program', p.name || ' › Program' || chr(10) || p.name || ' program.' ||
          coalesce(' Yearly goals: ' || (select string_agg('fiscal year ' || g.fiscal_year || ': $' ||
            to_char(g.goal_cents / 100.0, 'FM999,999,999,990'), '; ' order by g.fiscal_year)
            from program_yearly_goals g where g.organization_id = p.organization_id and g.program_id = p.id), '')
        from programs p where p.organization_id = ${organizationId}
    ), scored as (
      select d.*,
        ts_rank(to_tsvector('english', d.body), q.en, 1) * (to_tsvector('english', d.body) @@ q.en)::int as en,
        ts_rank(to_tsvector('portuguese', d.body), q.pt, 1) * (to_tsvector('portuguese', d.body) @@ q.pt)::int as pt,
        ts_rank(to_tsvector('german', d.body), q.de, 1) * (to_tsvector('german', d.body) @@ q.de)::int as de,
        ts_rank(to_tsvector('simple', d.body), q.si, 1) * (to_tsvector('simple', d.body) @@ q.si)::int as si
      from docs d, q
    ), best as (
      select * from scored where en + pt + de + si > 0 order by en + pt + de + si desc limit ${query.limit}
    )
    select b.*, greatest(
        ${questionHits(sql`'english'`, sql`to_tsvector('english', b.body)`, sql`to_tsvector('simple', b.body)`)},
        ${questionHits(sql`'portuguese'`, sql`to_tsvector('portuguese', b.body)`, sql`to_tsvector('simple', b.body)`)},
        ${questionHits(sql`'german'`, sql`to_tsvector('german', b.body)`, sql`to_tsvector('simple', b.body)`)}) as hits,
      greatest(
        ${questionHits(sql`'english'`, sql`to_tsvector('english', b.name)`, sql`to_tsvector('simple', b.name)`)},
        ${questionHits(sql`'portuguese'`, sql`to_tsvector('portuguese', b.name)`, sql`to_tsvector('simple', b.name)`)},
        ${questionHits(sql`'german'`, sql`to_tsvector('german', b.name)`, sql`to_tsvector('simple', b.name)`)}) as name_hits
    from best b, q order by b.en + b.pt + b.de + b.si desc`);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    field: row.field,
    text: row.body,
    english: Number(row.en),
    portuguese: Number(row.pt),
    german: Number(row.de),
    simple: Number(row.si),
    hits: Number(row.hits),
    nameHits: Number(row.name_hits),
  }));
}
