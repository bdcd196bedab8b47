-- An ADMIN's "Several organisations" calendar feed (issue 14 item 3): the organisations picked when the feed URL
-- was created. Null for every other feed; the table's row-level security policy applies unchanged, and the
-- owner's role is checked again at each fetch (an ADMIN demoted since gets only their role's organisations).
ALTER TABLE "calendar_feed_tokens" ADD COLUMN IF NOT EXISTS "organization_ids" integer[];
