-- The consultant's view (issue 14 item 3): a calendar feed token may cover every organisation its owner
-- can act for ("All my organisations") instead of one. Such a row lives in the owner's own organisation,
-- so the table's row-level security policy applies unchanged; the organisations are resolved afresh on
-- every fetch, so a removed manager link drops its organisation from the feed at once.
ALTER TABLE "calendar_feed_tokens" ADD COLUMN IF NOT EXISTS "covers_all" boolean DEFAULT false NOT NULL;
