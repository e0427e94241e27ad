-- Issue 27: the search lexicon (search_words, models/search-words.ts) kept by triggers, in the same
-- transaction as every write to news and blogs, whatever code path makes it. Only published items
-- count: a draft's words never enter, an unpublished or deleted item's words leave with it.

-- The words of a text as the lexicon holds them: PostgreSQL's `simple` parser (lower case, no
-- stemming, no stop words), 4 to 40 characters (a shorter word is never corrected, nor a correction),
-- no ASCII digits or punctuation (numbers, URLs, e-mail addresses, hyphenated compounds). The
-- class is spelt out as code points: PGlite's `[:punct:]` also matched Devanagari signs.
CREATE OR REPLACE FUNCTION search_lexicon_words(doc text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, doc))
  WHERE char_length(lexeme) BETWEEN 4 AND 40 AND lexeme !~ '[\x21-\x40\x5b-\x60\x7b-\x7e]'
$$;
--> statement-breakpoint
-- Which lexicons a story's words belong to: a `both` story is read (and searched) in both languages.
CREATE OR REPLACE FUNCTION search_lexicon_news_scopes(language text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE language WHEN 'en' THEN ARRAY['news-en'] WHEN 'hi' THEN ARRAY['news-hi'] ELSE ARRAY['news-en', 'news-hi'] END
$$;
--> statement-breakpoint
-- Adds (delta 1) or removes (delta -1) one item's words. Rows are taken in (scope, word) order, so
-- two transactions publishing stories with shared words lock them in the same order (no deadlock).
CREATE OR REPLACE FUNCTION search_lexicon_apply(scopes text[], doc text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (scope, word, docs)
    SELECT scope, word, delta FROM unnest(scopes) AS scope, search_lexicon_words(doc) AS word ORDER BY 1, 2
    ON CONFLICT (scope, word) DO UPDATE SET docs = search_words.docs + excluded.docs;
  IF delta < 0 THEN
    DELETE FROM search_words WHERE scope = ANY (scopes) AND docs <= 0 AND word IN (SELECT search_lexicon_words(doc));
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION news_search_lexicon() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Saves that change no searched text and no visibility (a version bump, an alert time, a photo) cost nothing.
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.language = NEW.language AND OLD.title = NEW.title AND OLD.description = NEW.description THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM search_lexicon_apply(search_lexicon_news_scopes(OLD.language), OLD.title || ' ' || OLD.description, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM search_lexicon_apply(search_lexicon_news_scopes(NEW.language), NEW.title || ' ' || NEW.description, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blogs_search_lexicon() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.title = NEW.title AND OLD.excerpt IS NOT DISTINCT FROM NEW.excerpt AND OLD.author_name IS NOT DISTINCT FROM NEW.author_name THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM search_lexicon_apply(ARRAY['blogs'], concat_ws(' ', OLD.title, OLD.excerpt, OLD.author_name), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM search_lexicon_apply(ARRAY['blogs'], concat_ws(' ', NEW.title, NEW.excerpt, NEW.author_name), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: it empties the table's lexicons.
CREATE OR REPLACE FUNCTION search_lexicon_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'news' THEN
    DELETE FROM search_words WHERE scope IN ('news-en', 'news-hi');
  ELSE
    DELETE FROM search_words WHERE scope = 'blogs';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_search_lexicon AFTER INSERT OR UPDATE OR DELETE ON news FOR EACH ROW EXECUTE FUNCTION news_search_lexicon();
--> statement-breakpoint
CREATE TRIGGER blogs_search_lexicon AFTER INSERT OR UPDATE OR DELETE ON blogs FOR EACH ROW EXECUTE FUNCTION blogs_search_lexicon();
--> statement-breakpoint
CREATE TRIGGER news_search_lexicon_truncate AFTER TRUNCATE ON news FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_truncate();
--> statement-breakpoint
CREATE TRIGGER blogs_search_lexicon_truncate AFTER TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_truncate();
--> statement-breakpoint
-- What is published already.
INSERT INTO search_words (scope, word, docs)
  SELECT scope, word, count(*)::int FROM news, unnest(search_lexicon_news_scopes(news.language)) AS scope, search_lexicon_words(news.title || ' ' || news.description) AS word
  WHERE news.status = 'published' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO search_words (scope, word, docs)
  SELECT 'blogs', word, count(*)::int FROM blogs, search_lexicon_words(concat_ws(' ', blogs.title, blogs.excerpt, blogs.author_name)) AS word
  WHERE blogs.status = 'published' GROUP BY 1, 2;
