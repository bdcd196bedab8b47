CREATE TABLE "comment_mentions" (
	"organization_id" integer NOT NULL,
	"comment_id" integer,
	"user_id" integer,
	"notified_at" timestamp with time zone,
	CONSTRAINT "comment_mentions_pkey" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"author_id" integer,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "comments_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "comments_subject_type_valid" CHECK ("subject_type" in ('FUNDER', 'GRANT', 'APPLICATION', 'REPORT', 'TASK', 'FILE')),
	CONSTRAINT "comments_text_or_deleted" CHECK (("text" is null) = ("deleted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"funder_id" integer,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]' NOT NULL,
	"comment_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_entries_subject_type_valid" CHECK ("subject_type" in ('FUNDER', 'GRANT', 'APPLICATION', 'REPORT', 'TASK', 'FILE')),
	CONSTRAINT "history_entries_action_valid" CHECK ("action" in ('CREATED', 'UPDATED', 'DELETED', 'STATUS_CHANGED', 'COMMENTED'))
);
--> statement-breakpoint
CREATE INDEX "comments_subject_idx" ON "comments" ("organization_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "history_entries_subject_idx" ON "history_entries" ("organization_id","subject_type","subject_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_entries_funder_idx" ON "history_entries" ("organization_id","funder_id","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comment_mentions" ADD CONSTRAINT "comment_mentions_comment_fk" FOREIGN KEY ("organization_id","comment_id") REFERENCES "comments"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_comment_fk" FOREIGN KEY ("organization_id","comment_id") REFERENCES "comments"("organization_id","id");