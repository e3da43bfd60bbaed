CREATE TABLE "blackouts" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"location_id" text,
	"date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brackets" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"type" text NOT NULL,
	"grand_final_reset" boolean NOT NULL,
	"seeds" jsonb NOT NULL,
	"structure" jsonb NOT NULL,
	"unplaced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"league_id" text NOT NULL,
	"team_id" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stage" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "round" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "scores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "winner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_game" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "home_source" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "away_source" jsonb;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blackouts" ADD CONSTRAINT "blackouts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackouts" ADD CONSTRAINT "blackouts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blackouts_club_location_date_unique" ON "blackouts" USING btree ("club_id",coalesce("location_id", ''),"date");--> statement-breakpoint
CREATE UNIQUE INDEX "brackets_league_unique" ON "brackets" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_owner_unique" ON "calendar_feeds" USING btree ("league_id",coalesce("team_id", ''));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_bracket_id_brackets_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."brackets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_court_slot_unique" ON "games" USING btree ("playing_area_id","starts_at") WHERE "games"."is_active";--> statement-breakpoint
CREATE INDEX "games_home_team_idx" ON "games" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "games_away_team_idx" ON "games" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_bracket_game_unique" ON "games" USING btree ("bracket_id","bracket_game");