/** What reading one uploaded resume may cost; beyond any of these the file is refused as too large to process. */

/** A resume is a few pages; a PDF with more is not one (10,000 pages froze the server for half a minute). */
export const PDF_MAX_PAGES = 50;
/** All of a PDF's Flate streams together may expand to this much (fonts and images included). */
export const PDF_MAX_DECOMPRESSED_BYTES = 100 * 1024 * 1024;
/** The parsing thread's JavaScript heap. */
export const RESUME_PARSER_MAX_HEAP_MB = 256;
/** A resume that takes longer than this to read is refused (a real one takes well under a second). */
export const RESUME_PARSE_TIMEOUT_MS = 20_000;
/** Resumes read at the same time; more wait their turn. */
export const RESUME_PARSERS_AT_ONCE = 2;
/** Uploads waiting for a parser beyond this are refused as busy. */
export const RESUME_PARSE_QUEUE_MAX = 16;
