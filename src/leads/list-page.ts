/**
 * What the contractor's leads page and CSV read (issue 48: a bounded number of rows whatever the table's size):
 * one page of leads, newest stored first, by keyset on the id (`WHERE id < ?before ORDER BY id DESC LIMIT n`,
 * never OFFSET), and on the first page the leads that need the contractor now, pinned above the rest. Ids grow
 * in the order the site stores leads, so a lead added between two page loads lands before the first page and
 * never shifts the pages already counted: every lead shows exactly once across the pages.
 *
 * The search reads a window: the `SEARCH_WINDOW` leads stored before the cursor (a range of ids), matched in SQL,
 * and a link to the window before it. A substring match (a piece of a street, a town, a phone's last digits) can use no index, and
 * a LIKE or instr over every lead reads every lead (100,000 rows at twenty years); an exact or prefix search by an
 * index would lose the substring matches the contractor uses. So each search page examines at most 1,500 leads,
 * newest first, and says so; the next page goes on further back.
 * Every function throws what D1 throws.
 */
import { PHOTO_COUNT_SQL as PHOTO_COUNT, type Lead } from './store';
import type { PipelineStatus } from './stages';

/** Leads on one page (a phone's screen holds five; fifty is ten screens of scrolling). */
export const PAGE_SIZE = 50;
/** Leads pinned on the first page per reason (a follow-up due, a new lead whose office email failed). */
export const PINNED_MAX = 20;
/** The leads one search page examines, newest first before its cursor. */
export const SEARCH_WINDOW = 1_500;
/** Rows of the CSV per download (each answer links the next with `Link: rel="next"`). */
export const CSV_PAGE_SIZE = 500;

/** A lead as the list shows it: its row and the number of its photos. */
export type ListedLead = Lead & { photo_count: number };

/** One page of the leads list. */
export interface LeadsPage {
  /** First page only: follow-ups due (soonest first), then new leads whose office email failed or was capped. */
  pinned: ListedLead[];
  /** The page's leads, newest stored first, pinned leads left out. */
  leads: ListedLead[];
  /** The cursor of the next (older) page, null when this page reaches the oldest lead. */
  next: number | null;
  /** With a search: how many leads this page examined (at most `SEARCH_WINDOW`); else null. */
  examined: number | null;
}

/** Reads `before` from a query string: a positive whole number, or null when absent; undefined when malformed. */
export function cursorOf(value: string | undefined): number | null | undefined {
  if (value === undefined || value === '') return null;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * The pinned leads' statements: follow-ups due by `?1` today (partial index leads_follow_up), and new leads whose
 * office email failed or was capped (partial index leads_needs_human, migrations/0028); at most `?3` (`?2` for the
 * second) of each, within `?2` status when given (`+status`: a filter, never the index leads_status, which would walk
 * every lead at that status). `columns` what each selects (the rows, or only the ids the list leaves out).
 */
const DUE_SQL = (status: PipelineStatus | null, columns: string, today = '?1', state = '?2', limit = '?3') =>
  `SELECT ${columns} FROM leads WHERE follow_up_on IS NOT NULL AND follow_up_on <= ${today}
   AND ${status ? `+status = ${state}` : `${state} IS NULL`} ORDER BY follow_up_on, id DESC LIMIT ${limit}`;
const HUMAN_SQL = (columns: string, state = '?1', limit = '?2') =>
  `SELECT ${columns} FROM leads INDEXED BY leads_needs_human WHERE status = 'new' AND notify_status IN ('failed', 'capped')
   AND (${state} IS NULL OR ${state} = 'new') ORDER BY id DESC LIMIT ${limit}`;

/** Each lead once: the first time it comes. */
const once = (leads: ListedLead[]) => {
  const seen = new Set<number>();
  return leads.filter((lead) => !seen.has(lead.id) && seen.add(lead.id));
};

/**
 * The SQL condition of a search (`?q` the trimmed text, `?d` its digits): the name, email, street address or town
 * contains the text (ASCII letters in any case), or, when it holds no letter (a phone number as typed), the phone
 * contains its digits (three or more). SQLite's `instr`, not LIKE: D1 refuses a LIKE pattern over 50 bytes, and
 * nothing typed acts as a wildcard.
 */
const MATCH = (q: string, d: string) => `(instr(lower(name), lower(${q})) > 0 OR instr(lower(email), lower(${q})) > 0
  OR instr(lower(address), lower(${q})) > 0 OR instr(lower(town), lower(${q})) > 0 OR (length(${d}) >= 3 AND instr(phone, ${d}) > 0))`;

/**
 * One page of the leads list (/admin/leads) or of the CSV.
 * @param options `status` only leads at that status; `before` the cursor (the id the page starts below; null for the
 *   first page); `query` a search (see `MATCH`); `today` the America/Chicago day "YYYY-MM-DD" follow-ups are due by;
 *   `size` leads per page (default `PAGE_SIZE`); `pin` false to leave out the pinned leads (the CSV)
 * @returns the page; rows read: at most `size` + 1 + 4 × `PINNED_MAX` (the pinned leads read twice: shown, and left
 *   out of the page, in the same batch), or
 *   `SEARCH_WINDOW` with a search, plus the photos counted
 */
export async function leadsPage(
  db: D1Database,
  {
    status = null,
    before = null,
    query = '',
    today = '',
    size = PAGE_SIZE,
    pin = true,
  }: { status?: PipelineStatus | null; before?: number | null; query?: string; today?: string; size?: number; pin?: boolean },
): Promise<LeadsPage> {
  const cursor = before ?? Number.MAX_SAFE_INTEGER;
  const text = query.trim();
  if (text) return searchPage(db, { status, cursor, text, size });
  // The pinned leads are left out of every page (not only the first), so none shows twice across the pages: the
  // list leaves out the ids of the same two statements (`?4` today, `?5` at most), so the pinned leads and the page
  // are read in one batch, one round trip to D1 (issue 48: the first byte). Two texts, not
  // `(?2 IS NULL OR status = ?2)`: SQLite plans a statement once, and only a plain `status = ?` lets it walk the index
  // leads_status (status, id) instead of every lead.
  const skip = pin
    ? `AND id NOT IN (SELECT id FROM (${DUE_SQL(status, 'id', '?4', '?2', '?5')})
       UNION ALL SELECT id FROM (${HUMAN_SQL('id', '?2', '?5')}))`
    : '';
  const list = db
    .prepare(
      `SELECT leads.*, ${PHOTO_COUNT} FROM leads
       WHERE id < ?1 AND ${status ? 'status = ?2' : '?2 IS NULL'} ${skip}
       ORDER BY id DESC LIMIT ?3`,
    )
    .bind(cursor, status, size + 1, ...(pin ? [today, PINNED_MAX] : []));
  const [due, human, page] = pin
    ? await db.batch<ListedLead>([
        db.prepare(DUE_SQL(status, `leads.*, ${PHOTO_COUNT}`)).bind(today, status, PINNED_MAX),
        db.prepare(HUMAN_SQL(`leads.*, ${PHOTO_COUNT}`)).bind(status, PINNED_MAX),
        list,
      ])
    : [undefined, undefined, await list.all<ListedLead>()];
  const pinned = once([...(due?.results ?? []), ...(human?.results ?? [])]);
  const results = page?.results ?? [];
  const leads = results.slice(0, size);
  return {
    pinned: before === null ? pinned : [],
    leads,
    next: results.length > size ? (leads.at(-1)?.id ?? null) : null,
    examined: null,
  };
}

/**
 * A search page: the matches among the leads whose ids run from `cursor` − `SEARCH_WINDOW` to `cursor` − 1 (see the
 * module's note), newest first; a rowid range, so the rows read are at most the window's. Ids are handed out in
 * order and leads are never deleted, so the window holds `SEARCH_WINDOW` leads (fewer at the oldest end).
 */
async function searchPage(
  db: D1Database,
  { status, cursor, text, size }: { status: PipelineStatus | null; cursor: number; text: string; size: number },
): Promise<LeadsPage> {
  const digits = /\p{L}/u.test(text) ? '' : text.replace(/\D/g, '');
  const top =
    cursor === Number.MAX_SAFE_INTEGER ? ((await db.prepare('SELECT MAX(id) AS id FROM leads').first<number>('id')) ?? 0) + 1 : cursor;
  const floor = Math.max(1, top - SEARCH_WINDOW);
  const { results } = await db
    .prepare(
      `SELECT leads.*, ${PHOTO_COUNT} FROM leads
       WHERE id < ?1 AND id >= ?2 AND ${status ? 'status = ?3' : '?3 IS NULL'} AND ${MATCH('?4', '?5')}
       ORDER BY id DESC LIMIT ?6`,
    )
    .bind(top, floor, status, text, digits, size + 1)
    .all<ListedLead>();
  const leads = results.slice(0, size);
  if (results.length > size) {
    const next = leads.at(-1)?.id ?? null;
    return { pinned: [], leads, next, examined: next === null ? 0 : top - next };
  }
  return { pinned: [], leads, next: floor > 1 ? floor : null, examined: top - floor };
}
