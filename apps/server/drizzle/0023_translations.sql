CREATE TABLE "weather_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"word" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "main_language" text DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "languages" text[] DEFAULT '{zh-CN,en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "place_class" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_spot" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pose" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pose_sku" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sky" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_config" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "help_shoot" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "panorama_marker" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "panorama_scene" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "panorama_video" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_word" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_question" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "weather_word" ADD CONSTRAINT "weather_word_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weather_word_tenant_word" ON "weather_word" USING btree ("tenant_id","word");--> statement-breakpoint
-- Hand-written (docs/languages.md, "Migration 0023"): every non-empty English text moves into
-- translations.en.<field> with the digest of its source as it was (textDigest in
-- entities/translation: the first 16 hex digits of md5), then the English columns go.
CREATE FUNCTION youlan_en_translation(source text, en text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN coalesce(en, '') <> '' THEN jsonb_build_object('text', en, 'source', left(md5(coalesce(source, '')), 16)) END
$$;--> statement-breakpoint
UPDATE "place" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('name', youlan_en_translation("name", "name_en"), 'intro', youlan_en_translation("intro", "intro_en"), 'transcript', youlan_en_translation("transcript", "transcript_en"))))
WHERE coalesce("name_en", '') <> '' OR coalesce("intro_en", '') <> '' OR coalesce("transcript_en", '') <> '';--> statement-breakpoint
UPDATE "place_class" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('name', youlan_en_translation("name", "name_en"))))
WHERE coalesce("name_en", '') <> '';--> statement-breakpoint
UPDATE "article" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('title', youlan_en_translation("title", "title_en"), 'summary', youlan_en_translation("summary", "summary_en"), 'author', youlan_en_translation("author", "author_en"), 'contentHtml', youlan_en_translation("content_html", "content_html_en"))))
WHERE coalesce("title_en", '') <> '' OR coalesce("summary_en", '') <> '' OR coalesce("author_en", '') <> '' OR coalesce("content_html_en", '') <> '';--> statement-breakpoint
UPDATE "notice" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('title', youlan_en_translation("title", "title_en"), 'contentHtml', youlan_en_translation("content_html", "content_html_en"))))
WHERE coalesce("title_en", '') <> '' OR coalesce("content_html_en", '') <> '';--> statement-breakpoint
UPDATE "photo_spot" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('tips', youlan_en_translation("tips", "tips_en"))))
WHERE coalesce("tips_en", '') <> '';--> statement-breakpoint
UPDATE "pose" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('name', youlan_en_translation("name", "name_en"), 'tips', youlan_en_translation("tips", "tips_en"))))
WHERE coalesce("name_en", '') <> '' OR coalesce("tips_en", '') <> '';--> statement-breakpoint
UPDATE "pose_sku" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('name', youlan_en_translation("name", "name_en"))))
WHERE coalesce("name_en", '') <> '';--> statement-breakpoint
UPDATE "sky" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('name', youlan_en_translation("name", "name_en"))))
WHERE coalesce("name_en", '') <> '';--> statement-breakpoint
UPDATE "help_shoot" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('placeName', youlan_en_translation("place_name", "place_name_en"), 'poseName', youlan_en_translation("pose_name", "pose_name_en"), 'poseTips', youlan_en_translation("pose_tips", "pose_tips_en"))))
WHERE coalesce("place_name_en", '') <> '' OR coalesce("pose_name_en", '') <> '' OR coalesce("pose_tips_en", '') <> '';--> statement-breakpoint
UPDATE "panorama_scene" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('title', youlan_en_translation("title", "title_en"))))
WHERE coalesce("title_en", '') <> '';--> statement-breakpoint
UPDATE "panorama_marker" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('label', youlan_en_translation("label", "label_en"))))
WHERE coalesce("label_en", '') <> '';--> statement-breakpoint
UPDATE "panorama_video" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('title', youlan_en_translation("title", "title_en"))))
WHERE coalesce("title_en", '') <> '';--> statement-breakpoint
UPDATE "search_word" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('word', youlan_en_translation("word", "word_en"))))
WHERE coalesce("word_en", '') <> '';--> statement-breakpoint
UPDATE "survey" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('title', youlan_en_translation("title", "title_en"), 'intro', youlan_en_translation("intro", "intro_en"))))
WHERE coalesce("title_en", '') <> '' OR coalesce("intro_en", '') <> '';--> statement-breakpoint
UPDATE "survey_question" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('title', youlan_en_translation("title", "title_en"))))
WHERE coalesce("title_en", '') <> '';--> statement-breakpoint
-- Survey options keep their label's translations beside it, in the options' jsonb.
UPDATE "survey_question" SET "options" = coalesce((
  SELECT jsonb_agg(CASE WHEN coalesce(o->>'labelEn', '') <> ''
    THEN (o - 'labelEn') || jsonb_build_object('translations', jsonb_build_object('en', jsonb_build_object('label', youlan_en_translation(o->>'label', o->>'labelEn'))))
    ELSE o - 'labelEn' END ORDER BY ord)
  FROM jsonb_array_elements("options") WITH ORDINALITY AS e(o, ord)), '[]'::jsonb);--> statement-breakpoint
-- The area's texts: config keeps the sources, the row's translations the English.
UPDATE "tenant_config" SET "translations" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object(
  'title', youlan_en_translation("config"->>'title', "config"->>'titleEn'),
  'aboutUsHtml', youlan_en_translation("config"->>'aboutUsHtml', "config"->>'aboutUsHtmlEn'),
  'address', youlan_en_translation("config"->>'address', "config"->>'addressEn'),
  'openingHours', youlan_en_translation("config"->>'openingHours', "config"->>'openingHoursEn'),
  'businessIntro', youlan_en_translation("config"->'business'->>'intro', "config"->'business'->>'introEn'),
  'businessContactName', youlan_en_translation("config"->'business'->>'contactName', "config"->'business'->>'contactNameEn'))));--> statement-breakpoint
UPDATE "tenant_config" SET "translations" = '{}'::jsonb WHERE "translations" = '{"en": {}}'::jsonb;--> statement-breakpoint
UPDATE "tenant_config" SET "config" = jsonb_set("config" - 'titleEn' - 'aboutUsHtmlEn' - 'addressEn' - 'openingHoursEn', '{business}', coalesce("config"->'business', '{}'::jsonb) - 'introEn' - 'contactNameEn');--> statement-breakpoint
-- Weather words: one row per word the days use, its English (the first day's, when days differ) as its translation.
INSERT INTO "weather_word" ("tenant_id", "word", "translations")
SELECT DISTINCT ON (tenant_id, word) tenant_id, word, CASE WHEN coalesce(en, '') <> '' THEN jsonb_build_object('en', jsonb_build_object('word', youlan_en_translation(word, en))) ELSE '{}'::jsonb END
FROM (
  SELECT c."tenant_id", d->>'dayWeather' AS word, d->>'dayWeatherEn' AS en, ord * 2 AS n FROM "tenant_config" c, jsonb_array_elements(c."weather") WITH ORDINALITY AS e(d, ord)
  UNION ALL
  SELECT c."tenant_id", d->>'nightWeather', d->>'nightWeatherEn', ord * 2 + 1 FROM "tenant_config" c, jsonb_array_elements(c."weather") WITH ORDINALITY AS e(d, ord)
) AS words
WHERE coalesce(word, '') <> ''
ORDER BY tenant_id, word, (coalesce(en, '') = ''), n;--> statement-breakpoint
UPDATE "tenant_config" SET "weather" = coalesce((SELECT jsonb_agg(d - 'dayWeatherEn' - 'nightWeatherEn' ORDER BY ord) FROM jsonb_array_elements("weather") WITH ORDINALITY AS e(d, ord)), '[]'::jsonb);--> statement-breakpoint
DROP FUNCTION youlan_en_translation(text, text);--> statement-breakpoint
SELECT youlan_enable_tenant_rls('weather_word');--> statement-breakpoint
ALTER TABLE "place" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "place" DROP COLUMN "intro_en";--> statement-breakpoint
ALTER TABLE "place" DROP COLUMN "transcript_en";--> statement-breakpoint
ALTER TABLE "place_class" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "article" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "article" DROP COLUMN "summary_en";--> statement-breakpoint
ALTER TABLE "article" DROP COLUMN "author_en";--> statement-breakpoint
ALTER TABLE "article" DROP COLUMN "content_html_en";--> statement-breakpoint
ALTER TABLE "photo_spot" DROP COLUMN "tips_en";--> statement-breakpoint
ALTER TABLE "pose" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "pose" DROP COLUMN "tips_en";--> statement-breakpoint
ALTER TABLE "pose_sku" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "sky" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "help_shoot" DROP COLUMN "place_name_en";--> statement-breakpoint
ALTER TABLE "help_shoot" DROP COLUMN "pose_name_en";--> statement-breakpoint
ALTER TABLE "help_shoot" DROP COLUMN "pose_tips_en";--> statement-breakpoint
ALTER TABLE "notice" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "notice" DROP COLUMN "content_html_en";--> statement-breakpoint
ALTER TABLE "panorama_marker" DROP COLUMN "label_en";--> statement-breakpoint
ALTER TABLE "panorama_scene" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "panorama_video" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "search_word" DROP COLUMN "word_en";--> statement-breakpoint
ALTER TABLE "survey" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "survey" DROP COLUMN "intro_en";--> statement-breakpoint
ALTER TABLE "survey_question" DROP COLUMN "title_en";