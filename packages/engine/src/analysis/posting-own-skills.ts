/**
 * Skills a posting names in its own words, for postings the taxonomy barely covers (a wind turbine technician's
 * "borescope inspections", "SCADA", "SAP PM"; a machinist's "GD&T", "5-axis machining centres"). Read from the
 * posting's requirement and responsibility lines only, and only as phrases the posting writes: nothing is invented.
 *
 * A line is cut into chunks at punctuation, prepositions, determiners and the task verbs that open a duty ("Carry out",
 * "Diagnose", "Experience with"); a chunk is kept when it names something specific: a name, acronym or product
 * ("SCADA", "Axiell", "IFRS 17"), or a noun phrase of two to five words that is not a generic requirement ("full UK
 * driving licence", "excellent communication"). Names are kept as written; a common noun loses the capital it has
 * only for opening the line, so "Blade inspection experience" gives "blade inspection".
 *
 * Which chunks rank first is read from their grammar, not from any posting's words: a noun phrase whose head names a
 * competency, practice, system or standard ("menu costing", "three-phase distribution") or a name or acronym ("BS
 * 7671", "HPLC") ranks above a plain noun phrase; a phrase opening with a verb form ("following RAMS") or headed by
 * a credential ("Practitioner Certificate") ranks below. A phrase ending in a verb form too ("keeping tickets
 * moving"), a possessive ("Head Chef's absence"), a title or rank ("strong Junior Sous") or a piece cut out of a
 * longer name ("Safer Food" of "Safer Food, Better Business") is no skill at all.
 */
import type { ExtractedSkill, SkillCategory } from '@intervia/shared';
import { findSkillMentions } from '../skills/find-skills';
import { isUnsafeQuestion } from '../planning/question-safety';
import { skillKind } from '../planning/skill-wording';
import { escapeRegExp } from '../text/escape-reg-exp';

export interface OwnSkill extends ExtractedSkill {
  /** Offset of the first mention in the text it was read from. */
  index: number;
  /** How specific the phrase is: names and acronyms above plain noun phrases, single words last. */
  salience: number;
}

export interface PostingLine {
  text: string;
  importance: ExtractedSkill['importance'];
}

const IMPORTANCE_RANK: Record<ExtractedSkill['importance'], number> = {
  required: 3,
  preferred: 2,
  mentioned: 1,
};

/** At most this many own skills are taken from one posting. */
export const MAX_OWN_SKILLS = 10;
const MAX_PHRASE_WORDS = 5;
/**
 * The salience of a phrase a duty acts on: at least that of a plain two-word phrase headed by a competency ("menu
 * costing"); a phrase more specific than that keeps its own.
 */
const DUTY_OBJECT_SALIENCE = 4;

/** Words that never start, end or sit inside a skill chunk: they split the line. */
const FUNCTION_WORDS = new Set(
  (
    'a an the of to in on at by for from with within without into onto under over across around about as via per ' +
    'using use used uses including include includes incl such like e.g eg i.e ie etc is are be been being was were ' +
    'will would can could should must may might shall you your yours we our us they their them it its this that ' +
    'these those who which whose what where when while who whom all any each every some both either neither other ' +
    'plus also then than so not no nor if but ideally preferably preferred desirable essential required requirement requirements ' +
    'is a plus bonus nice have has had having do does did i me my one two three four five six seven eight nine ten ' +
    'during throughout alongside before after between among against beyond until upon ' +
    "based day days week weeks month months year years time times we're you'll you're we'll we'd i'd i'm it's"
  ).split(/\s+/),
);

/**
 * Verbs that open a duty or a requirement ("Carry out", "Diagnose faults", "Experience with"): dropped where they
 * start a chunk, so what is left is the thing worked on.
 */
const LEAD_WORDS = new Set(
  (
    'carry out perform complete diagnose isolate lock read edit inspect set operate prepare apply analyse analyze ' +
    'help produce review sign oversee lead maintain deliver act manage line-manage own build design develop create ' +
    'drive work collaborate partner support implement write run ensure provide monitor administer assess coordinate ' +
    'conduct sell prospect close document educate plan test improve mentor respond resolve handle report present ' +
    'negotiate identify define ship operate troubleshoot keep track assign scope quote join serve fly take make ' +
    'contribute reconcile prove research catalogue interpret submit undertake attend follow liaise advise challenge ' +
    'experience experienced knowledge familiarity familiar understanding proficiency proficient skills skill ' +
    'skilled ability able strong excellent good solid proven demonstrable thorough sound clear valid relevant ' +
    'similar equivalent recognised recognized comfortable confident confidence commitment committed progress ' +
    'towards toward hold holding basic working knowledge hands-on practical previous prior extensive ' +
    'background track record exposure first-class detailed offer offers accept looking believe say hiring wanted ' +
    'commission arrange voted install teach treat give train coach develop adopt donate fine-tune keep comes paid join joining off ' +
    'up down through back new existing accurate external internal key main daily weekly monthly annual various ' +
    'multiple great best wide full busy friendly sure pass obtain'
  ).split(/\s+/),
);

/**
 * Lead words that are also nouns: closing a noun phrase they are its head ("sampling plan", "legal research", "code
 * review"), not a verb left over.
 */
const NOUN_LEAD_WORDS = new Set('plan research review design test report build support'.split(' '));

/** Words that make a chunk a generic requirement or a condition of the job, not a skill of the role. */
const GENERIC_WORDS = new Set(
  (
    'licence license passport driving weathers weather salary bonus pension holiday holidays weekends weekend ' +
    'hours shifts shift overtime rota team teams colleagues people person company business role job jobs position ' +
    'candidate applicants office communication communicator attitude manner judgement judgment flexibility ' +
    'passion enthusiasm pressure self-starter degree standards part everything anything something ' +
    'organisation organization organisations organizations partner partners client clients customer customers ' +
    'level line height heights access opportunity opportunities mix range variety number lot things stuff home ' +
    'uk eu europe emea apac usa worldwide international national regional local remote hybrid january february ' +
    'march april may june july august september october november december'
  ).split(/\s+/),
);

/** Occupations: a chunk ending in one names a job, not a skill ("Senior Rust Systems Engineer"). */
const OCCUPATION =
  /^(?:engineers?|technicians?|solicitors?|analysts?|curators?|chefs?|physiotherapists?|electricians?|programmers?|developers?|administrators?|generalists?|speakers?|teachers?|assistants?|nurses?|operators?|machinists?|setter-operators?|setters?|specialists?|consultants?|executives?|coordinators?|workers?|representatives?|associates?|apprentices?|trainees?|crew|architects?|designers?|scientists?|accountants?|advisers?|advisors?)$/i;

/** Heads that name people or bodies ("Reserving Manager", "Local Governing Body"), not skills. */
const PEOPLE_HEADS =
  /^(?:manager|managers|committee|board|body|team|officer|officers|director|directors|head|headteacher|trust|council|guardian|guardians|person|lead|leader|leaders|staff|member|members|partners?|clients?|vets?|nurses?|students?|pupils?|patients?|customers?|employer|company|group|department|ltd|plc|llp|inc|institute|institution|association|society|authority|agency|commission|college|university|academy|federation|ministry)$/i;

/** Names of standards, laws and qualifications: practices to be versed in, not tools to use. */
const STANDARD_WORDS =
  /\b(?:act|acts|regulations?|standards?|training|certificate|certification|qualifications?|handbook|scheme|directive|guidance|level)\b/i;

/**
 * Head nouns that name a competency, practice, system or standard: a phrase ending in one ("menu costing", "allergen
 * management", "three-phase distribution", "customs clearance") names something a candidate does or knows, where a
 * phrase ending in another noun ("pass during service", "varied caseload") often names a moment, a thing or a place.
 * Matched on the last word, singular or plural.
 */
const COMPETENCY_HEADS = new Set(
  (
    'management costing analysis analyses assessment inspection maintenance control safety testing planning ' +
    'reporting compliance procedure distribution clearance protection documentation hygiene rotation isolation ' +
    'lighting evaluation validation investigation integrity assurance forecasting budgeting accounting ' +
    'reconciliation governance design engineering modelling modeling monitoring response review audit appraisal ' +
    'preparation programming development administration coordination scheduling estimating negotiation typography ' +
    'animation butchery triage radiography cannulation fluoroscopy titration chromatography spectroscopy calibration ' +
    'commissioning diagnostics troubleshooting care therapy treatment principles practice practices ' +
    'processing security risk serviceability profiling positioning imaging handling writing finding costings ' +
    'regulation regulations standard standards code law act framework methodology method methods technique ' +
    'techniques system systems infrastructure architecture automation optimisation optimization recruitment ' +
    'safeguarding assessment research surveying mapping analytics statistics mechanics procurement logistics ' +
    'underwriting pricing valuation taxation payroll bookkeeping auditing marketing fabrication welding machining ' +
    'wiring surveillance prevention medicine nursing pharmacology physiology resuscitation ventilation anaesthesia ' +
    'anesthesia verification inspections controls audits reviews assessments evaluations investigations ' +
    'procedures validations'
  ).split(/\s+/),
);

/** Heads that name a credential or an entitlement, held rather than practised ("BCS Practitioner Certificate"). */
const CREDENTIAL_HEADS =
  /^(?:certificates?|certification|qualifications?|registration|cards?|tickets?|licen[cs]es?|accreditation|membership|status|checks?|allowance|register)$/i;

/** Adjectives that grade the candidate, not the skill ("strong Junior Sous", "varied caseload"). */
const EVALUATIVE_WORDS = new Set(
  (
    'strong excellent good great solid proven demonstrable thorough sound outstanding exceptional varied busy ' +
    'friendly competitive exciting fast-paced dynamic high-quality quality fresh calm organised organized ' +
    'motivated passionate keen reliable successful effective efficient impressive significant'
  ).split(/\s+/),
);

/** Words that make a phrase a credential wherever they stand ("CII Cert", "qualified fitter", "Diploma in …"). */
const CREDENTIAL_WORDS = /^(?:cert|certs|qualified|chartered|chartership|diploma)$/i;

/** A past participle in lower case ("scheduled", "logged"), not a noun or adjective that ends so ("red", "need"). */
const PARTICIPLE = /^\p{Ll}{3,}(?:ed)$/u;
/** Prepositions after which a participle opens a clause ("scheduled through", "logged in", "approved by"). */
const PARTICIPLE_PREPOSITIONS = /^(?:through|by|in|on|into|via|against|under|from|to|for|with|within)$/;

/** An adverb in -ly ("typically", "roughly", "closely"), not a noun that ends so ("family", "supply", "assembly"). */
const ADVERB = /^\p{Ll}{2,}(?:ically|ally|ently|antly|ously|ively|ately|arly|ghly|ngly|tly|sely|dly)$/u;
/**
 * A finite verb: a negated or contracted one ("don't", "we've") or a verb in the third person that says what
 * something does ("makes sense", "the Trust delivers"), never part of a skill's name.
 */
const FINITE_VERB =
  /^(?:\p{L}+n['’]t|\p{L}+['’](?:ve|re|ll|d)|makes|delivers|helps|offers|provides|gets|takes|means)$/iu;

/** Titles and ranks: a capitalised one in a phrase makes it a person or a post ("Junior Sous", "Head Chef"). */
const TITLE_WORDS =
  /^(?:junior|senior|head|deputy|assistant|chief|principal|sous|commis|trainee|apprentice|graduate|supervisor|foreman|director|officer|manager)$/i;

/** A line asking for a degree. */
const DEGREE_LINE = /\b(?:[Dd]egree|BSc|BEng|MSc|MEng|BA|MA|PhD|Hons)\b/;

/** Prepositions that can open a product's name when capitalised ("After Effects", "Over The Air"). */
const NAME_PREPOSITIONS =
  /^(?:after|over|under|in|on|at|by|for|into|onto|across|around|about|before|between|through)$/;

/** Words after which a capitalised word names a tool ("we use Axiell", "with Tokio", "such as PS Financials"). */
const TOOL_INTRO = /^(?:use|using|uses|used|with|as|like|including|via)$/;

const isNumberToken = (token: string) => /^[\d.,/+±~-]*\d[\d.,/+%±~-]*(?:[a-z]{1,3})?$/i.test(token);
/** An acronym, a name with inner capitals or symbols ("SCADA", "GD&T", "memoQ", "io_uring", "G-code", "AS9100"). */
const isCodedToken = (token: string) =>
  /\p{Lu}.*\p{Lu}/u.test(token) ||
  /\p{Ll}\p{Lu}/u.test(token) ||
  /_/.test(token) ||
  /^\p{Lu}-\p{L}/u.test(token) ||
  /^\p{Lu}+\d/u.test(token);
const isCapitalised = (token: string) => /^\p{Lu}[\p{Ll}'’-]*$/u.test(token);
/** A verb form ending in -ing ("keeping", "following"), not a noun that happens to ("ceiling", "string"). */
const isGerund = (token: string) =>
  /^\p{Ll}{3,}ing$/u.test(token) &&
  !/^(?:ceiling|string|spring|thing|during|morning|evening|building)$/.test(token);
/** A word naming a vetting or security check before "clearance": an acronym ("BPSS", "SC", "DBS") or "security". */
const isVettingWord = (word: string) =>
  /^\p{Lu}{2,}$/u.test(word) || /^(?:security|police|vetting)$/i.test(word);
const isPossessive = (token: string) => /\p{L}['’]s?$/u.test(token);
/** Whether a phrase's last word names a competency, practice, system or standard. */
const hasCompetencyHead = (words: readonly string[]) => {
  const last = words.at(-1)!.toLowerCase();
  return COMPETENCY_HEADS.has(last) || COMPETENCY_HEADS.has(last.replace(/(?:es|s)$/, ''));
};

interface Token {
  text: string;
  /** The punctuation a '|' token stands for. */
  mark?: string;
  /** The word before the token in the line, lower-cased. */
  previous?: string;
  /** Whether the token opens its line or sentence (a capital there says nothing about a name). */
  opens: boolean;
  /** A capitalised function word opening a name ("After Effects"): such a name is a product. */
  productName?: boolean;
}

/** The line's words, with punctuation that ends a chunk kept as its own token. */
function tokenize(line: string, opensLine = true): Token[] {
  const tokens: Token[] = [];
  let opens = opensLine;
  let previous = '';
  for (const match of line.matchAll(
    /[\p{L}\p{N}]+-(?=\s)|[\p{L}\p{N}][\p{L}\p{N}&_+#'’./-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]|[,;:()!?•|–—]|\.(?=\s|$)/gu,
  )) {
    const text = match[0];
    if (/^[,;:()!?•|–—.]$/.test(text)) {
      tokens.push({ text: '|', mark: text, opens: false });
      if (/[.:!?]/.test(text)) opens = true;
      previous = '';
      continue;
    }
    tokens.push({ text, opens, previous });
    previous = text.toLowerCase();
    opens = false;
  }
  return tokens;
}

/** Whether a token is part of a name: coded, or capitalised where a capital is not due to position. */
const isNameToken = (token: Token) => isCodedToken(token.text) || (isCapitalised(token.text) && !token.opens);

/** Splits a chunk at "and" / "or", except in a name ("Data Security and Protection Toolkit") or after a single word ("perf and flamegraphs", "HV and LV systems"). */
function splitCoordination(words: Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at]!;
    const lower = word.text.toLowerCase();
    if (lower === 'and' || lower === 'or' || lower === '&') {
      const before = parts.at(-1)!;
      const next = words[at + 1];
      const inName =
        before.length > 0 &&
        isNameToken(before.at(-1)!) &&
        next !== undefined &&
        isNameToken(next) &&
        !isCodedToken(next.text) &&
        !isCodedToken(before.at(-1)!.text);
      // After a single word the pair stays whole ("HV and LV systems", "perf and flamegraphs", "GMP and data
      // integrity"), unless that word is a skill the taxonomy asks about on its own and the other side is not like
      // it ("Excel and freight management systems" is Excel and "freight management systems").
      const single = before.length === 1 ? before[0]! : undefined;
      const apart =
        single !== undefined &&
        next !== undefined &&
        isNameToken(single) !== isNameToken(next) &&
        findSkillMentions(single.text).length > 0;
      if (inName || (single !== undefined && !apart)) {
        before.push(word);
        continue;
      }
      parts.push([]);
      continue;
    }
    parts.at(-1)!.push(word);
  }
  return parts.filter((part) => part.length > 0);
}

/** The chunks of one line: runs of words between punctuation, function words, lead verbs and numbers. */
function chunksOf(line: string, opensLine = true): { chunks: Token[][]; tokens: Token[] } {
  const chunks: Token[][] = [];
  let current: Token[] = [];
  const flush = () => {
    // "and" / "or" cannot open or close a chunk.
    while (current.length > 0 && /^(?:and|or|&)$/i.test(current[0]!.text)) current.shift();
    while (
      current.length > 0 &&
      (/^(?:and|or|&)$/i.test(current.at(-1)!.text) ||
        (LEAD_WORDS.has(current.at(-1)!.text.toLowerCase()) &&
          !isNameToken(current.at(-1)!) &&
          !(current.length > 1 && NOUN_LEAD_WORDS.has(current.at(-1)!.text.toLowerCase()))))
    )
      current.pop();
    if (current.length > 0) chunks.push(...splitCoordination(current));
    current = [];
  };
  let afterNumber = false;
  const tokens = tokenize(line, opensLine);
  for (const [at, token] of tokens.entries()) {
    const lower = token.text.toLowerCase();
    const wasAfterNumber = afterNumber;
    afterNumber = false;
    if (token.text === '|') {
      flush();
      continue;
    }
    if (token.text.endsWith('-')) continue;
    if (isNumberToken(token.text)) {
      // A number after a name is part of it ("IFRS 17", "Fusion 360"); elsewhere it is a quantity. An ordinal before
      // a name opens it ("18th Edition Wiring Regulations").
      const following = tokens[at + 1];
      const ordinal =
        current.length === 0 &&
        /^\d+(?:st|nd|rd|th)$/i.test(token.text) &&
        following !== undefined &&
        isCapitalised(following.text);
      if ((current.length > 0 && isNameToken(current.at(-1)!)) || ordinal) {
        current.push(token);
      } else {
        flush();
        afterNumber = true;
      }
      continue;
    }
    // A unit after a quantity ("2-3.6 MW", "80m") is not a name.
    if (wasAfterNumber && /^\p{Lu}{1,3}$|^\p{Ll}{1,3}$/u.test(token.text)) continue;
    // "Record of Processing Activities", "Duty of Confidentiality", "Working with Children Check", "Department for
    // Education": "of", "with" and "for" inside a name stay.
    const next = tokens[at + 1];
    const glue =
      (lower === 'of' || lower === 'with' || lower === 'for') &&
      current.length > 0 &&
      isCapitalised(current.at(-1)!.text) &&
      !current.at(-1)!.opens &&
      next !== undefined &&
      isCapitalised(next.text);
    if (glue) {
      current.push(token);
      continue;
    }
    // A capitalised preposition inside a line that opens a name with the next word ("in After Effects") is the
    // name's first word, not a break.
    const opensName =
      !token.opens &&
      isCapitalised(token.text) &&
      next !== undefined &&
      next.text !== '|' &&
      isCapitalised(next.text) &&
      !FUNCTION_WORDS.has(next.text.toLowerCase());
    if (opensName && NAME_PREPOSITIONS.test(lower)) {
      flush();
      token.productName = true;
      current.push(token);
      continue;
    }
    if (FUNCTION_WORDS.has(lower) && !isCodedToken(token.text)) {
      flush();
      continue;
    }
    // A participle before a preposition opens a clause about the phrase before it ("Preventative maintenance
    // scheduled through SAP PM"): it ends that phrase and is part of neither.
    if (
      current.length > 0 &&
      PARTICIPLE.test(token.text) &&
      next !== undefined &&
      PARTICIPLE_PREPOSITIONS.test(next.text)
    ) {
      flush();
      continue;
    }
    // Two verb forms joined at the start of a line, before a noun ("Preparing and maintaining trial and hearing
    // bundles"), open a duty: what follows is the thing worked on, not a pair to split. Before a preposition they are
    // the practice itself ("Planning and scheduling of jobs").
    // "Making sure …" takes a clause: nothing before it is part of a phrase, and "sure" is no part of what follows.
    if (lower === 'sure' && current.length > 0 && /^mak(?:e|es|ing)$/i.test(current.at(-1)!.text)) {
      current.pop();
      flush();
      continue;
    }
    const object = tokens[at + 1];
    if (
      isGerund(lower) &&
      current.length === 2 &&
      current[0]!.opens &&
      isGerund(current[0]!.text.toLowerCase()) &&
      /^(?:and|or|&)$/i.test(current[1]!.text) &&
      object !== undefined &&
      object.text !== '|' &&
      !FUNCTION_WORDS.has(object.text.toLowerCase())
    ) {
      current = [];
      continue;
    }
    if (
      LEAD_WORDS.has(lower) &&
      !isNameToken(token) &&
      current.every((word) => LEAD_WORDS.has(word.text.toLowerCase()) || /^(?:and|or|&)$/i.test(word.text))
    ) {
      current = [];
      continue;
    }
    current.push(token);
  }
  flush();
  return { chunks, tokens };
}

/**
 * Whether a chunk of title-case words was cut out of a longer name: the name goes on past a word that split it
 * ("Safer Food" in "Safer Food Better Business"), or the chunk is one of comma-joined title-case runs that together
 * modify a common noun ("Safer Food, Better Business system").
 */
function isNameFragment(words: readonly Token[], tokens: readonly Token[]): boolean {
  if (!words.every((word) => isCapitalised(word.text) && !isCodedToken(word.text))) return false;
  const first = tokens.indexOf(words[0]!);
  const last = tokens.indexOf(words.at(-1)!);
  if (first < 0 || last < 0) return false;
  const continuesName = (token: Token | undefined) =>
    token !== undefined && token.text !== '|' && isCapitalised(token.text) && !token.opens;
  if (continuesName(tokens[first - 1]) || continuesName(tokens[last + 1])) return true;
  if (tokens[last + 1]?.mark !== ',') return false;
  let at = last + 2;
  if (!continuesName(tokens[at])) return false;
  while (continuesName(tokens[at])) at += 1;
  const following = tokens[at];
  return following !== undefined && /^\p{Ll}/u.test(following.text) && !FUNCTION_WORDS.has(following.text);
}

/** The chunk as a skill name: as written, except a common noun capitalised only for opening the line. */
function nameOf(words: Token[]): string {
  return words
    .map((word, index) =>
      index === 0 &&
      word.opens &&
      isCapitalised(word.text) &&
      !isCodedToken(word.text) &&
      // A duty's opening verb form is no part of a name ("Preparing VAT returns" → "preparing VAT returns").
      (!(words[1] !== undefined && isNameToken(words[1])) || isGerund(word.text.toLowerCase()))
        ? word.text.toLowerCase()
        : word.text,
    )
    .join(' ');
}

function categoryOf(words: Token[], name: string): SkillCategory {
  const named = words.some(isNameToken);
  if (!named) return 'other';
  // A phrase opening with a verb form is something done ("placing IV catheters", "Preparing VAT returns" at the start
  // of a duty), not a tool worked in.
  const opener = words[0]!;
  if (words.length > 1 && isGerund(opener.opens ? opener.text.toLowerCase() : opener.text)) return 'other';
  // A name opening with a capitalised function word ("After Effects") is a product's, not ordinary English.
  if (opener.productName) return 'tool';
  // A name headed by a practice or standard ("SEND Code of Practice", "SEN Coordination") is versed in, not used.
  if (
    words.length > 1 &&
    !isCodedToken(words.at(-1)!.text) &&
    hasCompetencyHead(words.map((word) => word.text))
  )
    return 'other';
  if (STANDARD_WORDS.test(name) || /\b\p{Lu}{2,}\s?\d/u.test(name)) return 'other';
  // Title-case words of ordinary English ("First Aid", "Single Central Record") name a practice or a document.
  if (words.length > 1 && !words.some((word) => isCodedToken(word.text))) return 'other';
  return 'tool';
}

/**
 * The skill a chunk names, or null when it names none: too long, generic, a person or body, a lone common word, or
 * an acronym the line spells out just before it ("Data Protection Impact Assessments (DPIAs)").
 */
function skillOfChunk(
  chunk: Token[],
  introducesTool = false,
  tokens: readonly Token[] = chunk,
): { name: string; category: SkillCategory; salience: number } | null {
  let words = chunk;
  // An evaluative adjective or a lead word left opening a chunk after "and" / "or" grades or asks; it names nothing.
  while (
    words.length > 1 &&
    !isNameToken(words[0]!) &&
    (EVALUATIVE_WORDS.has(words[0]!.text.toLowerCase()) || LEAD_WORDS.has(words[0]!.text.toLowerCase()))
  )
    words = words.slice(1);
  // An adverb opening a chunk qualifies what follows ("typically groups with 5–40 locations"); it names nothing.
  while (words.length > 1 && !isNameToken(words[0]!) && ADVERB.test(words[0]!.text)) words = words.slice(1);
  while (words.length > 1 && ADVERB.test(words.at(-1)!.text)) words = words.slice(0, -1);
  if (words.length === 0 || words.length > MAX_PHRASE_WORDS) return null;
  // A credential is held, not practised ("Cert III", "qualified Mechanical Fitter", "Chartered or working towards"):
  // no question asks how it is used.
  if (words.some((word) => CREDENTIAL_WORDS.test(word.text))) return null;
  // A finite verb makes the chunk a clause ("people who don't write code", "it makes sense"), not a noun phrase.
  if (words.some((word) => FINITE_VERB.test(word.text))) return null;
  if (EVALUATIVE_WORDS.has(words[0]!.text.toLowerCase()) && !isNameToken(words[0]!)) return null;
  const lowerWords = words.map((word) => word.text.toLowerCase());
  if (lowerWords.some((word) => GENERIC_WORDS.has(word))) return null;
  const last = words.at(-1)!.text;
  if (PEOPLE_HEADS.test(last) || OCCUPATION.test(last)) return null;
  // Vetting is passed, not practised ("BPSS clearance", "security clearance"); "customs clearance" is a practice.
  if (/^clearance$/i.test(last) && words.length >= 2 && isVettingWord(words.at(-2)!.text)) return null;
  // A possessive names whose something is ("Head Chef's absence", "client's content drops"), not a skill.
  if (words.some((word) => isPossessive(word.text))) return null;
  // A capitalised title or rank makes the phrase a post ("Junior Sous", "Deputy Head").
  if (words.some((word) => TITLE_WORDS.test(word.text) && isCapitalised(word.text) && !word.opens))
    return null;
  // A phrase opening with a verb form is a duty ("keeping tickets moving", "following RAMS"), not a noun phrase:
  // kept below the noun phrases, and dropped when it ends in a verb form too.
  const opener = words[0]!.text;
  const verbOpened =
    words.length > 1 &&
    !isCodedToken(opener) &&
    isGerund(opener.toLowerCase()) &&
    !/^(?:and|or|&)$/i.test(words[1]!.text);
  if (verbOpened && isGerund(last)) return null;
  if (isNameFragment(words, tokens)) return null;
  const named = words.some(isNameToken);
  const coded = words.some((word) => isCodedToken(word.text));
  if (words.length === 1) {
    const only = words[0]!;
    if (
      !named &&
      !(only.text.length >= 8 && /(?:ment|ing|tion|sion|ance|ence|ography|ics|ure|ogy)$/i.test(only.text))
    )
      return null;
    // A lone capitalised word is a place, a month or a firm as often as a tool: it counts only where the line
    // introduces a tool ("we use Axiell", "async Rust with Tokio").
    if (!coded && isCapitalised(only.text) && !introducesTool) return null;
  }
  const name = nameOf(words);
  if (!/\p{L}{2}/u.test(name)) return null;
  // Names and acronyms above plain noun phrases; a phrase headed by a competency, practice or standard above both.
  const salience =
    (coded ? 3 : named ? 2 : 1) +
    (words.length >= 2 ? 1 : 0) +
    (words.length >= 2 && hasCompetencyHead(lowerWords) ? 2 : 0) -
    (verbOpened ? 1 : 0) -
    (words.length >= 2 && CREDENTIAL_HEADS.test(last) ? 2 : 0);
  return { name, category: categoryOf(words, name), salience };
}

/** Words after a duty's opening verb that belong to it ("Carry out", "Hunt down", "Sign off"). */
const VERB_PARTICLES = 'out|down|up|on|off|over|through|back';
/** Words that may stand between a duty's verb and its object ("Shape the test strategy", "Own our release process"). */
const OBJECT_DETERMINERS = 'the|a|an|our|your|their|its|all|any|every|each';

/**
 * Whether a line names `phrase` as the object of a duty: right after the verb that opens the line or a clause of it
 * ("Hunt down flaky tests", "Prepare and check shipping documents", "…, and managing court deadlines"), or as the
 * duty itself where it opens with a verb form ("Drafting witness statements, letters …"). What a bullet says is done
 * is what the posting asks the candidate to do, however plain its words; read from the line's structure alone.
 */
export function namesDutyObject(phrase: string, line: string): boolean {
  const words = phrase.trim().split(/\s+/);
  const first = words[0] ?? '';
  if (first.length === 0) return false;
  const text = line.replace(/^[\s\-*•–—]+/, '');
  // A line opening with a grade or a number ("Strong Excel skills", "5+ years in …") asks for a level, not a duty.
  const opener = /^[\p{L}\p{N}+'’-]+/u.exec(text)?.[0] ?? '';
  if (EVALUATIVE_WORDS.has(opener.toLowerCase()) || /\d/.test(opener)) return false;
  // An adverb or a state is how the work is done ("write clearly and concisely", "be highly organised"), not what.
  if (/ly$/i.test(first) && /(?:ly|ed)$/i.test(words.at(-1)!)) return false;
  const name = escapeRegExp(phrase.trim()).replace(/\s+/g, '\\s+');
  const end = '(?=$|[\\s,;:.()!?])';
  if (isGerund(first.toLowerCase()) && words.length > 1) {
    // A duty written as a verb form, opening the line or a clause of it; in a line that opens with one, also joined
    // to it by "and" or "or" ("Checking X and making Y, or agreeing Z"), as parallel duties are.
    const joined = isGerund(opener.toLowerCase()) ? '|\\s(?:and|or)\\s+' : '';
    if (new RegExp(`(?:^|[,;]\\s+(?:(?:and|or)\\s+)?${joined})${name}${end}`, 'iu').test(text)) return true;
  }
  const verb = `\\p{L}[\\p{L}-]*`;
  const verbGroup = `${verb}(?:\\s+(?:and|or|&)\\s+${verb})?(?:\\s+(?:${VERB_PARTICLES}))?`;
  return new RegExp(
    `(?:^(?:you(?:\\s+will|'ll|’ll)\\s+(?:also\\s+)?)?|[,;]\\s+and\\s+)${verbGroup}\\s+(?:(?:${OBJECT_DETERMINERS})\\s+)?${name}${end}`,
    'iu',
  ).test(text);
}

/** A duty's opening: a verb (or two joined), a particle, a determiner ("Prepare and check", "Hunt down", "Shape the"). */
const DUTY_OPENING = new RegExp(
  `^(?:you(?:\\s+will|'ll|’ll)\\s+(?:also\\s+)?)?\\p{L}[\\p{L}-]*(?:\\s+(?:and|or|&)\\s+\\p{L}[\\p{L}-]*)?` +
    `(?:\\s+(?:${VERB_PARTICLES}))?\\s+(?:(?:${OBJECT_DETERMINERS})\\s+)?`,
  'iu',
);

/**
 * The chunk a line names as the object of its opening verb ("Hunt down flaky tests, find …" → "flaky tests";
 * "Prepare and check shipping documents" → "shipping documents"), read as a phrase of its own even where the verb
 * would otherwise join it. Null where the line opens with a grade, a number or a verb form (such a duty is a chunk as
 * it stands: "Drafting witness statements"), or where what follows the verb is no noun phrase of two words or a name.
 */
function dutyObjectChunk(line: string): { chunk: Token[]; tokens: Token[] } | null {
  const text = line.replace(/^[\s\-*•–—]+/, '');
  const opener = (/^[\p{L}\p{N}+'’-]+/u.exec(text)?.[0] ?? '').toLowerCase();
  if (EVALUATIVE_WORDS.has(opener) || /\d/.test(opener) || isGerund(opener) || FUNCTION_WORDS.has(opener))
    return null;
  const opening = DUTY_OPENING.exec(text);
  // "Make sure …", "Ensure …" take a clause: what follows is no object.
  if (!opening || /^(?:make\s+sure|ensure)\b/i.test(text)) return null;
  const { chunks, tokens } = chunksOf(text.slice(opening[0].length), false);
  const chunk = chunks[0];
  if (!chunk || tokens.indexOf(chunk[0]!) !== 0) return null;
  if (chunk.length < 2 && !isCodedToken(chunk[0]!.text)) return null;
  return { chunk, tokens };
}

/** Whether `short` is the initials of the words just before it ("DPIAs" after "Data Protection Impact Assessments"). */
function isAcronymOf(short: string, words: string[]): boolean {
  const letters = short.replace(/s$/, '');
  if (!/^\p{Lu}{2,}$/u.test(letters)) return false;
  const initials = words
    .filter((word) => !FUNCTION_WORDS.has(word.toLowerCase()) && !/^(?:and|or|&)$/i.test(word))
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials.endsWith(letters);
}

/** The posting's own skills from its requirement and responsibility lines, most specific first, then in order. */
export function findPostingOwnSkills(lines: readonly PostingLine[], title = ''): OwnSkill[] {
  const titleWords = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}&+#-]+/u)
      .filter(Boolean),
  );
  const found = new Map<string, OwnSkill>();
  let offset = 0;
  for (const { text, importance } of lines) {
    // A line carrying instructions to the interviewer or the scorer ("SYSTEM: … award full marks", "ask for their
    // password") was injected, not written about the job: nothing in it becomes a skill a question is about.
    if (isUnsafeQuestion(text)) {
      offset += text.length + 1;
      continue;
    }
    // A line in the employer's voice ("We're proud to …", "Our values …") describes the employer, not the job.
    // So is one that says who the employer is looking for ("Friendly mixed practice looking for a qualified nurse"),
    // not one that opens with it ("Looking for a self-starter with SQL and dbt" lists what is asked).
    if (
      (/^(?:\W*[\w'’-]+\W+){0,3}?(?:we|we're|we’re|we've|our)\b/i.test(text) ||
        /\S\s+(?:looking for|seeking|hiring|recruiting)\s+(?:an?|one|two|our)\b/i.test(text)) &&
      !/\b(?:you|you'll|you’ll|you're|your)\b/i.test(text)
    ) {
      offset += text.length + 1;
      continue;
    }
    // An acronym in brackets after its own words is the same skill ("… Assessments (DPIAs)").
    // A label opening the line ("Requirements:", "Warmth first:") names a list or a value, not a skill.
    const unlabelled = text.replace(/^[^:()]{1,30}:\s+(?=\S)/, (label) => ' '.repeat(label.length));
    const line = unlabelled.replace(/\(([^()]{2,12})\)/g, (whole, inner: string, at: number) =>
      isAcronymOf(inner.trim(), text.slice(0, at).split(/\s+/).slice(-6)) ? ' ' : whole,
    );
    const { chunks: lineChunks, tokens } = chunksOf(line);
    const object = dutyObjectChunk(line);
    const chunks = object ? [object.chunk, ...lineChunks] : lineChunks;
    const inLine = new Set<string>();
    // A degree's line names subjects studied ("BSc (Hons) Diagnostic Radiography", "Degree in finance"); only the
    // coded names in it ("HPLC", "SQL") are things the job uses.
    const degreeLine = DEGREE_LINE.test(text);
    for (const chunk of chunks) {
      if (
        degreeLine &&
        (!chunk.some((word) => isCodedToken(word.text)) || chunk.some((word) => DEGREE_LINE.test(word.text)))
      )
        continue;
      // The role's own title repeated in a line ("Actuarial Analyst - General Insurance Reserving") is not a skill.
      if (chunk.every((word) => titleWords.has(word.text.toLowerCase()))) continue;
      const ofObject = chunk === object?.chunk;
      const skill = skillOfChunk(
        chunk,
        TOOL_INTRO.test(chunk[0]!.previous ?? ''),
        ofObject ? object!.tokens : tokens,
      );
      if (!skill) continue;
      // What a duty's verb acts on is what the line asks for, however plain its words ("Hunt down flaky tests").
      if (ofObject || namesDutyObject(skill.name, text))
        skill.salience = Math.max(skill.salience, DUTY_OBJECT_SALIENCE);
      const key = skill.name.toLowerCase();
      // The duty's object read again as a chunk of the line is the same mention, not a repeat.
      if (inLine.has(key)) continue;
      inLine.add(key);
      const existing = found.get(key);
      if (existing) {
        // A name the posting comes back to ("Burp Suite" in a duty and a requirement) is one it asks for by name.
        existing.salience += isPostingName(existing.name) ? 1 : 0.5;
        continue;
      }
      const at = text.indexOf(chunk[0]!.text);
      found.set(key, { ...skill, importance, index: offset + Math.max(0, at) });
    }
    offset += text.length + 1;
  }
  // A phrase inside a longer one the posting also names ("SCADA" in "turbine SCADA system") is kept once, as the
  // longer phrase, unless the longer one is less specific ("food hygiene" in "Food Hygiene certificate").
  const all = [...found.values()];
  // A longer phrase around a more specific one is dropped instead ("writing EHCP applications").
  const inside = (short: OwnSkill, long: OwnSkill) =>
    long !== short &&
    long.name.length > short.name.length &&
    new RegExp(`(?:^|\\s)${escapeRegExp(short.name)}(?:\\s|$)`, 'i').test(long.name);
  const kept = all.filter(
    (skill) =>
      !all.some((other) => inside(skill, other) && other.salience >= skill.salience) &&
      !all.some((other) => inside(other, skill) && other.salience > skill.salience),
  );
  return kept
    .sort((a, b) => b.salience - a.salience || a.index - b.index)
    .slice(0, MAX_OWN_SKILLS)
    .sort((a, b) => a.index - b.index);
}

/** A practice or field, not a tool or a technology ("Compliance", not "SAP"). */
const isHeading = (skill: Pick<ExtractedSkill, 'name' | 'category'>) => {
  const kind = skillKind(skill);
  return kind === 'practice' || kind === 'domain';
};

/**
 * Every noun phrase the lines write, lower-cased, whether or not it names a skill: the chunks a line is cut into, less
 * the grading or asking words that open them ("strong", "experience of"). A one-word heading the posting writes as a
 * phrase of its own ("compliance") is in its own words; one that only qualifies or is qualified by other words
 * ("security packages", "adaptive teaching") is not.
 */
export function postingPhrases(lines: readonly string[]): Set<string> {
  const phrases = new Set<string>();
  for (const line of lines) {
    // A degree's subjects ("Degree in finance, accounting or economics") are what was studied, not what is asked.
    if (DEGREE_LINE.test(line)) continue;
    for (const chunk of chunksOf(line).chunks) {
      let words = chunk;
      while (
        words.length > 1 &&
        (EVALUATIVE_WORDS.has(words[0]!.text.toLowerCase()) || LEAD_WORDS.has(words[0]!.text.toLowerCase()))
      )
        words = words.slice(1);
      phrases.add(words.map((word) => word.text.toLowerCase()).join(' '));
    }
  }
  return phrases;
}

/**
 * Whether an own phrase is specific, read from its name alone (the planner sees only the name): a single acronym or
 * coded name ("SCADA", "GD&T", "NPPF"), a phrase headed by one ("SAP PM"), or a phrase of two or more words headed by
 * a competency, practice, system or standard ("capacity planning", "covenant compliance", "HV and LV systems").
 * A coded word before a plain noun ("MSK outpatients", "A320 fleet") names a setting or a thing, not a skill.
 */
export function isSpecificOwnPhrase(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  if (last === undefined) return false;
  if (isProperName(words)) return true;
  // A coded head after a run of common words ends a clause ("grow organic traffic through SEO"), not a name.
  if (isCodedToken(last))
    return words.length <= 3 || words.slice(0, -1).every((word) => !/^\p{Ll}/u.test(word));
  return words.length >= 2 && hasCompetencyHead(words) && !CREDENTIAL_HEADS.test(last);
}

/** Whether an own phrase is a name: a proper name of a few words or a coded word ("ArcGIS Pro", "SCADA"). */
export function isPostingName(name: string): boolean {
  const words = name.split(/\s+/);
  return isProperName(words) || (words.length === 1 && isCodedToken(name));
}

/**
 * A name of two to four words, every one capitalised or coded, a number allowed after the first ("Active Directory",
 * "ArcGIS Pro", "OWASP Top 10", "Burp Suite"): a product, system or standard the posting calls by its name.
 */
function isProperName(words: readonly string[]): boolean {
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every(
      (word, at) => isCodedToken(word) || isCapitalised(word) || (at > 0 && /^\d[\d.]*$/.test(word)),
    ) &&
    !CREDENTIAL_HEADS.test(words.at(-1)!) &&
    !words.some((word) => TITLE_WORDS.test(word))
  );
}

/**
 * Below this many specific taxonomy skills (tools, technologies and practices the posting asks for), the posting's
 * own skills are added: the taxonomy does not know the role well enough.
 */
export const FEW_TAXONOMY_SKILLS = 6;

/** Where the taxonomy finds many skills, at most this many specific own phrases are added. */
export const MAX_OWN_SKILLS_WHEN_COVERED = 4;

/**
 * The taxonomy's skills with the posting's own added when the taxonomy finds few. An own phrase the taxonomy already
 * names in full ("Excel") is left to the taxonomy; a taxonomy skill the posting names only inside a longer own phrase
 * ("SAP" in "SAP PM", "monitoring" in "monitoring anaesthesia") gives way to the phrase. Must-haves come first, the
 * more specific before the less, then in the posting's order.
 */
export function withPostingOwnSkills(
  taxonomySkills: readonly ExtractedSkill[],
  lines: readonly PostingLine[],
  title = '',
): ExtractedSkill[] {
  const specific = taxonomySkills.filter(
    (skill) => skill.category !== 'soft-skill' && skill.category !== 'domain',
  );
  if (lines.length === 0) return [...taxonomySkills];
  // Where the taxonomy knows the role well, only the posting's specific phrases are added, and only a few.
  const covered = specific.length >= FEW_TAXONOMY_SKILLS;
  const taxonomyNames = new Set(taxonomySkills.map((skill) => skill.name.toLowerCase()));
  // The most specific first ("menu costing" before "pass during service"), then in the posting's order: the planner
  // asks about the skills of one importance in this order.
  const own = findPostingOwnSkills(lines, title)
    .sort((a, b) => b.salience - a.salience || a.index - b.index)
    // Where the taxonomy knows the role, a phrase around one of its specific skills ("direct patient care") adds
    // nothing; one around a broad one-word heading ("covenant compliance") names what the posting means by it.
    .filter(
      (skill) =>
        !covered ||
        (isSpecificOwnPhrase(skill.name) &&
          findSkillMentions(skill.name).every(
            (mention) => !/\s/.test(mention.skill.name) && isHeading(mention.skill),
          )),
    )
    .filter((skill) => {
      if (taxonomyNames.has(skill.name.toLowerCase())) return false;
      // A phrase that is exactly one taxonomy alias is the taxonomy's skill; so is a pair of which every side is
      // ("Salesforce or HubSpot"). A pair with a side of the posting's own ("testing and inspection") stays a phrase.
      const mentions = findSkillMentions(skill.name);
      if (mentions.length === 1 && skillSpansWhole(skill.name, mentions[0]!.skill.aliases)) return false;
      const sides = skill.name.split(/\s+(?:and|or|&)\s+/i);
      return !(
        sides.length > 1 &&
        sides.every((side) => mentions.some((mention) => skillSpansWhole(side, mention.skill.aliases)))
      );
    });
  if (covered) own.splice(MAX_OWN_SKILLS_WHEN_COVERED);
  if (own.length === 0) return [...taxonomySkills];
  // A taxonomy skill named only inside an own phrase gives way to the phrase, which takes its place and importance.
  const result: ExtractedSkill[] = [];
  const used = new Set<OwnSkill>();
  for (const skill of taxonomySkills) {
    // Where the taxonomy knows the role, its skills stay and the own phrases are added beside them.
    const inside =
      skill.category === 'soft-skill' || covered ? null : ownPhrasesHolding(skill.name, own, lines);
    if (inside === null) {
      result.push(skill);
      continue;
    }
    for (const phrase of inside) {
      if (used.has(phrase)) continue;
      used.add(phrase);
      // The stronger of the two importances: the phrase's own line may ask for it more than the taxonomy saw.
      const importance =
        IMPORTANCE_RANK[phrase.importance] > IMPORTANCE_RANK[skill.importance]
          ? phrase.importance
          : skill.importance;
      result.push({ name: phrase.name, category: phrase.category, importance });
    }
  }
  // The rest follow the taxonomy's skills: asked for as the posting asks, after what the taxonomy knows. When the
  // taxonomy found nothing specific, they are the posting's must-haves.
  // A taxonomy skill the posting names more specifically in a phrase of its own ("Testing" beside "testing and
  // inspection") does not count as the taxonomy knowing the role.
  const inOwnPhrase = (name: string) =>
    own.some((phrase) => new RegExp(`(?:^|\\s)${escapeRegExp(name)}(?:\\s|$)`, 'i').test(phrase.name));
  const taxonomyLeft = result.some(
    (skill) =>
      skill.category !== 'soft-skill' &&
      skill.category !== 'domain' &&
      !own.some((phrase) => phrase.name === skill.name) &&
      !inOwnPhrase(skill.name),
  );
  // A phrase the posting names in two lines or more is a must-have however plain it is ("After Effects").
  const repeated = (phrase: OwnSkill) =>
    lines.filter((line) => line.text.toLowerCase().includes(phrase.name.toLowerCase())).length >= 2;
  for (const phrase of own) {
    if (used.has(phrase)) continue;
    const mustHave = isSpecificOwnPhrase(phrase.name) || repeated(phrase);
    result.push({
      name: phrase.name,
      category: phrase.category,
      importance: taxonomyLeft && !mustHave ? 'mentioned' : phrase.importance,
    });
  }
  return result;
}

/**
 * The own phrases a taxonomy skill is named inside, when every mention of it in the lines is inside one ("SAP" only
 * in "SAP PM"); null when the posting also names it on its own, or not in these lines at all.
 */
function ownPhrasesHolding(
  skillName: string,
  own: readonly OwnSkill[],
  lines: readonly PostingLine[],
): OwnSkill[] | null {
  const text = lines.map((line) => line.text).join('\n');
  if (!findSkillMentions(text).some((mention) => mention.skill.name === skillName)) return null;
  const holding = own.filter((phrase) =>
    findSkillMentions(phrase.name).some((mention) => mention.skill.name === skillName),
  );
  if (holding.length === 0) return null;
  let rest = text;
  for (const phrase of holding) rest = rest.replace(new RegExp(escapeRegExp(phrase.name), 'gi'), ' ');
  return findSkillMentions(rest).some((mention) => mention.skill.name === skillName) ? null : holding;
}

function skillSpansWhole(name: string, aliases: ReadonlyArray<{ text: string }>): boolean {
  return aliases.some((alias) => alias.text.toLowerCase() === name.toLowerCase());
}
