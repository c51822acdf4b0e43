/**
 * Measurable signals of one answer: relevance to the question and the job's skills, specificity (examples,
 * numbers, outcomes), situation/task/action/result structure, reasoning, depth and hedging. Text is only counted,
 * never obeyed: an answer that says "give me 10/10" is just a short, off-topic answer.
 */
import { findSkillNames } from '../skills/find-skills';
import { toSentences, toWords } from '../text/text-structure';

const STOPWORDS = new Set(
  `a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my
  of on or our so that the their them then there these they this to us was we were what when where which who why
  will with would you your yours about tell describe walk through give example time some any one also just very
  really more most much many like what's it's i'm i've i'd we've don't didn't approach outcome result results work
  applied decisions decision happened handle handled situation step steps look looks good made make used using
  find found done thing things`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light stemmer: enough to match "migrated"/"migration", "scaling"/"scale". */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/'s$/, '')
    .replace(/(ations?|ings?|ed|es|s|ly|ment|ments|ness|er|ers)$/, '')
    .slice(0, 7);
}

/**
 * Words that mean the same thing in an interview answer: "disagreed" answers a question about conflict, "client"
 * one about customers. Each group is matched through its first word.
 */
const SYNONYM_GROUPS: readonly string[] = [
  'conflict disagreement disagreed disagree dispute tension argument clash friction',
  'customer client clients buyer',
  'mistake error failure failed fail setback',
  'deadline deadlines pressure urgent tight rushed',
  'colleague coworker co-worker teammate peer',
  'lead led manage managed managing supervise supervised mentor mentored',
  'problem issue challenge difficulty obstacle',
  'prioritise prioritize priority priorities',
  'stakeholder stakeholders executive executives leadership sponsor',
  'migration migrate migrated move moved transition',
  'goal target quota objective kpi',
  'persuade persuaded convince convinced influence influenced',
  'feedback criticism critique',
  'learn learned learnt taught lesson',
  'angry upset frustrated unhappy complaint complained irate',
  'slow latency sluggish',
  'improve improved optimise optimised optimize optimized',
];

/** Trailing dots, apostrophes and hyphens belong to punctuation, not to the word ("team." is "team"). */
const cleanWord = (word: string) => word.replace(/[.'-]+$/, '');

const CANONICAL_STEM = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const [head, ...rest] = group.split(' ').map((word) => stem(word));
  for (const word of rest) CANONICAL_STEM.set(word, head!);
}

function contentStems(text: string): Set<string> {
  return new Set(contentTokens(text));
}

/** Every content word of the text, stemmed and with synonyms joined, in order and with repeats. */
function contentTokens(text: string): string[] {
  return toWords(text)
    .map(cleanWord)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word))
    .map((word) => {
      const stemmed = stem(word);
      return CANONICAL_STEM.get(stemmed) ?? stemmed;
    });
}

/** A number, in digits or in words, as a whole (stemmed) word. */
const NUMBER_WORD =
  /^(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundr|thousan|million|billion|first|second|third)$/;
const NUMBER =
  /\b\d+(?:[.,]\d+)?\s*(?:%|percent|ms|seconds?|minutes?|hours?|days?|weeks?|months?|years?|x|k|m|people|users|customers|patients|engineers|million|billion|thousand)?\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|million|half|double|twice)\b/gi;
const OUTCOME =
  /\b(result|results|outcome|impact|reduc\w*|increas\w*|improv\w*|sav\w*|grew|grow\w*|cut|doubled|halved|launched|shipped|delivered|won|achiev\w*|decreas\w*|raised|lower\w*|faster|fewer|promoted|recogni[sz]ed|rose|fell|dropped|exceeded|beat|closed|finished|met|hit|kept|went back|brought|settled|rating|on time|no findings|zero|fixed|resolved|corrected|prevented|solved|avoided|caught|recovered|renewed|signed|accepted)\b/gi;
const EXAMPLE =
  /\b(for example|for instance|such as|at my (last|previous|current)|in my (last|previous|current) (role|job|team)|when i was|last year|once)\b/gi;
/** "I" followed by a past-tense or common action verb: what the candidate did themselves. */
const FIRST_PERSON_ACTION =
  /\bi\s+(?:(?:then|also|personally|quickly|first|immediately)\s+)?(?:[a-z]+ed|led|built|rebuilt|wrote|rewrote|ran|rang|said|set up|made|took|kept|gave|sent|met|spoke|put|got|did|began|chose|drove|brought|saw|told|held|found|went|sat|thought|taught|caught|spent|paid|won|lost|left|felt|knew|came|became|showed|shown|sought|sold|bought|dealt|stood|fought|had (?:him|her|them|it|everyone|everybody)|keep|review|use|build|run|ask|talk|check|write|lead|plan|measure|test|make)\b/gi;
/**
 * A further action in the same sentence after the candidate's own "I …", joined by "and", a comma or "then": "I built a
 * template, and met each lead, then agreed a cut-off" is three actions of theirs, not one. The verb must follow the
 * joint directly, so "and the team agreed" (someone else's action) does not count.
 */
const CHAINED_ACTION =
  /(?:,\s*(?:and\s+|then\s+)?|\s+and\s+(?:then\s+)?|\s+then\s+)(?:[a-z]{3,}ed|led|built|rebuilt|wrote|rewrote|ran|set up|made|took|kept|gave|sent|met|spoke|put|got|began|chose|drove|brought|showed|told|held|found|went|taught|spent|paid|won|rang|said|sought|sold|bought|dealt)\b/gi;
const SITUATION =
  /\b(when|while|at my|in my|during|i noticed|i realised|i realized|i found that|last (year|quarter|month|spring|summer|autumn|fall|winter|week)|one (day|night|evening|morning|friday|monday)|we had|we (planned|launched|deployed|were|ran)|there was|the situation|the team was|our (team|company|client|customer)|our \w+ (asked|wanted|had|was|were)|asked me to)\b/gi;
const TASK =
  /\b(my (task|job|goal|role|responsibility|priority)|(?:was|fell) on me|i was (responsible|asked|tasked|in charge|on call|the (lead|owner|one|only))|i owned|it was my (job|call|responsibility)|needed to|had to|the goal was|we needed|my aim)\b/gi;
const REASONING =
  /\b(because|so that|which meant|which means|therefore|the reason|trade-?offs?|instead of|rather than|however|on the other hand|alternatively|the risk|to avoid|in order to|i chose|we chose|i decided|the downside|the benefit|pros and cons)\b/gi;
/**
 * Reasons given in plain words: a purpose ("to make sure it didn't fail", "to prevent a double charge") and a
 * consequence joined mid-sentence ("…outside the program, so every read has to go to memory"). A "so" that opens a
 * sentence or follows a comma as a filler ("So, …", "and, so, yeah") is not a reason: it must be followed by the
 * subject of a new clause.
 */
const PLAIN_REASON =
  /\b(?:to (?:make sure|ensure|prevent|stop|avoid|confirm|protect|catch|rule out)|(?<=[a-z](?:,|\s[—–-])?\s)so (?:every|each|it|its|the|they|you|we|no|nothing|any|that|this|those|these|a|an|one|both|your|their|our))\b/gi;
/** Words that explain, weigh or qualify a choice: the reasoning and trade-offs of a technical answer. */
const TRADE_OFF =
  /\b(trade-?offs?|downsides?|upsides?|drawbacks?|the cost|costs? of|cheaper|pros and cons|it depends|depending on|depends on|risk|otherwise|unless|whereas|versus|vs|on the other hand|at the expense|the catch|the limit|limits|caveat|worth it|rather than|instead of|but|if)\b/gi;
/** Ordered steps of a procedure or a design: "first …, then …, once …". */
const PROCEDURE =
  /\b(first|firstly|second|secondly|then|next|after that|afterwards|finally|once|before|start (?:with|by|from)|begin with|step)\b/gi;
/** "It's not my fault", "I don't know": admitting the answer is not known. */
const IGNORANCE =
  /\b(i (?:really )?don'?t (?:really )?know|i do not know|no idea|not sure|never (?:worked|used|done|heard|tried)|(?:haven'?t|have not|never) (?:really )?(?:done|used|worked|tried)|can'?t remember|no clue|don'?t (?:really )?have (?:any|much) experience)\b/gi;
const FILLER =
  /(?:^|[\s,])(um+|uh+|erm+|er|like,|you know,?|i mean,?|basically|kind of|sort of)(?=[\s,.]|$)/gi;
/**
 * Phrases that fit any company and any job: the opposite of a specific motivation. Praise said of something in
 * particular ("a good reputation for its nurse-led discharge teaching") is not generic.
 */
const GENERIC_MOTIVATION =
  /\b(great (?:company|place)|good (?:company|reputation|school|salary|benefits)|(?:a |new )?challenge|passion(?:ate)?|innovative|fast-growing|dynamic|grow(?:th)? (?:a lot|opportunit\w*)|i (?:just )?need a job|close to (?:where i live|my (?:house|home))|near my (?:house|home)|the salary|big company|nice change|love (?:children|kids|teaching)|like working with people|anywhere)\b(?!\s+(?:for|in|on)\s+(?:its|their|your|the)\b)/gi;
/**
 * Something named about the employer: "your platform", "your paediatric ward", "the role owns …", or what the
 * employer does ("you run paid and organic in one team", "you answer tickets in an hour").
 */
const ABOUT_EMPLOYER =
  /\b(your|yours|you're|you are|you've|you (?:run|do|make|build|offer|sell|serve|use|ship|answer|support|treat|teach|focus on|work with|specialise in|specialize in)|this role|the role|this team|the team here|this position|the job description|your job post)\b/gi;
/** The candidate's own experience, joined to the reason: "at my current job", "I've spent three years". */
const OWN_EXPERIENCE =
  /\b(i(?:'ve| have) (?:been|spent|worked|done|led|built|used|had|run|managed|taught|written|seen|made|grown|[a-z]+ed)|i grew up|(?:from|in) my (?:own )?experience|i (?:moved|switched|came) (?:into|from|over from)|at my (?:current|last|previous)|in my (?:current|last|previous|training|placement|internship|apprenticeship|degree|studies)|my (?:current|last|previous) (?:job|role|company|team|school|ward)|i (?:led|built|ran|set up|rebuilt|introduced|managed|spent|worked|trained|designed|developed|shipped|did|volunteered|studied|qualified|completed))\b/gi;
/**
 * What the candidate wants to do in the role, said as their own aim: "I want to build expertise in hard-to-place
 * risks", "I'd like to help drive the move to …", "which I want to get better at". An aim of getting any job ("I want to
 * work somewhere good", "I'd like to learn", "I want to make more money") says nothing about this one: an aim counts
 * when it names at least OWN_AIM_MIN_SPECIFIC_WORDS words beyond such generic ones.
 */
const OWN_AIM =
  /\b(?:i\s+(?:really\s+)?(?:want|wanted|would\s+(?:really\s+)?(?:like|love)|hope|plan)|i['’]d\s+(?:really\s+)?(?:like|love|want)|i['’]?m\s+(?:keen|hoping|looking))\s+to\s+((?:[\w'’-]+\s+){0,6}[\w'’-]+)|\bwhich\s+i\s+(?:really\s+)?(?:want|would\s+like|['’]d\s+like)\s+to\b/gi;
const GENERIC_AIM_WORDS = new Set(
  `work working job here there somewhere place company good big nice great learn learning grow growing develop more
  money make earn paid career change move new better best people team role position opportunity opportunities get
  join be do have find start try something things stuff really just also very lot`.split(/\s+/),
);
const OWN_AIM_MIN_SPECIFIC_WORDS = 2;
/** Words before "which I want to …" read as what the aim is about. */
const WHICH_ANTECEDENT_WORDS = 6;

/** Where an aim's object ends: the clause that gives a reason or adds another thought is not part of it. */
const AIM_OBJECT_END = /\s+(?:because|but|and|so|as|since|which|while|when|if)\s+.*$/i;

/**
 * The candidate's specific aims for the role (see OWN_AIM). Words of the question do not count: "I want to teach at
 * your school" only says the question back.
 */
export function ownAimsIn(text: string, questionStems: ReadonlySet<string> = new Set()): number {
  let aims = 0;
  for (const match of text.matchAll(OWN_AIM)) {
    // "…a harder data problem, which I want to get better at": the aim's object is what "which" stands for.
    const object = (
      match[1] ??
      text.slice(0, match.index).split(/[.!?]/).at(-1)!.split(/\s+/).slice(-WHICH_ANTECEDENT_WORDS).join(' ')
    )
      .toLowerCase()
      .replace(AIM_OBJECT_END, '');
    const specific = object
      .split(/\s+/)
      .filter(
        (word) =>
          word.length > 2 &&
          !STOPWORDS.has(word) &&
          !GENERIC_AIM_WORDS.has(word) &&
          !questionStems.has(stem(word)),
      );
    if (specific.length >= OWN_AIM_MIN_SPECIFIC_WORDS) aims += 1;
  }
  return aims;
}

/** What an introduction should hold: the professional path. */
const PROFESSIONAL =
  /\b(years?|experience|currently|right now|at (?:a|an|my)|worked|work (?:as|at|on|in)|role|job|team|company|qualified|studied|degree|certified|started|promoted|lead|led|manage|responsible|own|specialis\w*|speciali[sz]\w*|background|career|engineer|developer|designer|nurse|accountant|manager|teacher|analyst|consultant|executive|recruit\w*|apprentic\w*|trainee\w*|internships?|graduat\w*|qualif\w*|trained|training|freelanc\w*|bootcamp|firm|agency|in-house|clients?|projects?|i'?m an? (?:qualified |senior |junior |trainee |chartered |registered |certified )?[a-z-]+(?:ist|ian|er|or|ant|al))\b/gi;
/** Words of working life: an answer without any of them, the question's words or a skill is about something else. */
const WORK_TALK =
  /\b(work\w*|job|role|team\w*|colleague\w*|manag\w*|customer\w*|client\w*|user\w*|patient\w*|student\w*|project\w*|product\w*|company|business|stakeholder\w*|deadline\w*|plan\w*|meeting\w*|process\w*|system\w*|data|code|service\w*|report\w*|sales|deal\w*|budget\w*|quota|release\w*|deploy\w*|test\w*|analys\w*|design\w*|ward|shift|class\w*|lesson\w*|hire|hiring|candidate\w*|campaign\w*|revenue|cost\w*|experience|career|skill\w*|job\w*|task\w*|feature\w*|bug\w*|error\w*|logs?|metric\w*|database\w*|server\w*|api|cache\w*|quer\w*|page\w*|app\w*|model\w*|tool\w*|performance|memory|network\w*|file\w*|input\w*|list\w*|render\w*|component\w*|screen\w*|button\w*|option\w*|contract\w*|price\w*|pric\w*|discount\w*|account\w*|invoice\w*|payment\w*|ledger|audit\w*|medicat\w*|doctor\w*|hospital\w*|school\w*|research\w*|interview\w*|config\w*|pod\w*|traffic|config\w*)\b/gi;
/** Life outside work and microphone checks: with no words of the question or of work, the answer is off-topic. */
const LIFE_TALK =
  /\b(family|families|friends?|weekends?|holidays?|vacations?|hobb(?:y|ies)|football|soccer|basketball|tennis|gym|sports?|travel\w*|trips?|dogs?|cats?|pets?|movies?|films?|music|guitar|cook\w*|food|weather|breakfast|lunch|dinner|pizza|beach|games?|season tickets|marathons?|triathlons?|hik(?:e|es|ing)|climbing|bouldering|cycling|swimming|skiing|yoga|camping|weddings?|birthdays?|gardening|brother|sister|parents|wife|husband|kids|hear me|microphone|mic|testing testing|hello|thank you for watching|subscribe)\b/gi;
/** Words that stand in for the specific thing: "some things", "stuff", "a lot". */
const VAGUE =
  /\b(some things|something like that|things like that|stuff|a lot|somehow|whatever|and so on|and everything|or something|a while ago|some point)\b/gi;
/**
 * Words that sound like strategy in any field and say nothing on their own: a sentence made of them is word salad,
 * and several of them without numbers or a first-person action are buzzwords instead of an answer.
 */
const BUZZWORD =
  /\b(synerg\w*|leverag\w*|holistic\w*|paradigm\w*|alignment|align with (?:the )?(?:okrs|stakeholders|strategy)|best[- ]in[- ]class|world[- ]class|cutting[- ]edge|state[- ]of[- ]the[- ]art|cloud[- ]native|data[- ]driven|customer[- ]centric|user[- ]centric|north[- ]star|value streams?|empower\w*|enabl(?:e|es|ing) the|at scale|seamless\w*|next[- ]gen\w*|game[- ]chang\w*|move the needle|thought leader\w*|disrupt\w*|ecosystems?|highly available|horizontally scalable|scalable|event[- ]driven|agile|end[- ]to[- ]end solutions?|robust solutions?|innovative solutions?|value[- ]add\w*|low[- ]hanging fruit|circle back|deep dive|actionable insights?)\b/gi;
/**
 * The candidate's personal qualities rather than what they did: "I'm very hard-working", "I am a good
 * communicator", "I always meet my deadlines", "my manager says I'm the most reliable", "I've always been good with
 * numbers", "I love sales".
 */
const SELF_DESCRIPTION =
  /\b(hard[- ]?working|team player|get on well|good with (?:numbers|people|computers)|fast learner|quick learner|detail[- ]oriented|people person|perfectionist|self[- ]motivated|self[- ]starter|calm under pressure|(?:always|never miss|meet) (?:my |all my |every )?deadlines?|i(?:'m| am) (?:a |an )?(?:very |really |quite |extremely |naturally )?(?:good|great|strong|natural|reliable|organi[sz]ed|calm|competitive|motivated|driven|punctual|friendly|positive|flexible|adaptable|passionate|ambitious|dedicated|patient|honest)(?: (?:person|communicator|worker|learner|listener|leader|people person))?|(?:people|everyone|my (?:manager|boss|friends|colleagues|team)) (?:always )?(?:say|says|said|tell|tells|told) (?:me )?(?:that )?i|i(?:'ve| have) always (?:been|loved|liked|enjoyed)|i (?:really )?(?:enjoy|love|like) (?:working|my job|what i do|sales|teaching|numbers|people))\b/gi;
/**
 * Padding: saying that something matters instead of what to do about it ("performance is super important", "it's
 * all about culture", "so yeah"), and intensifiers ("really", "honestly", "a lot").
 */
const PADDING =
  /\b(?:(?:is|are|'s|it's) (?:also |super |really |very |so |just )?(?:important|key|crucial|essential|critical|interesting)|it'?s (?:all |really |just )?about|the main thing|(?:culture|mindset|people) thing|so yeah|at the end of the day|in the end|really|super|honestly|pretty|obviously|literally|totally|definitely|a lot)\b/gi;
/** A person who acts, or whose thing it is: an answer without one describes nobody doing anything. */
const ACTOR =
  /\b(?:i|we|you|they|he|she|i'?d|we'?d|you'?d|they'?d|i'?ll|we'?ll|you'?ll|i'?m|we'?re|you'?re|they'?re|i'?ve|we'?ve|you'?ve|my|our|your|their|someone|somebody|people|everyone|one)\b/i;
/**
 * Words that make a problem small instead of solving it: "I'd just tell them", "simply rerun it", "then it's fine",
 * "that sorts most of them out", "nothing to worry about". "Not just", "rather than just" and "instead of just" widen,
 * and are not counted.
 */
const MINIMISER =
  /(?<!\b(?:not|than|of|isn't|aren't|wasn't)\s)\b(?:just|simply)\b(?!-)|\b(?:it'?s|that'?s|it is|that is) (?:fine|it|enough)\b|\bsorts? (?:it|them|(?:\w+ )?of them) out\b|\bnothing to worry about\b/gi;
/**
 * The way of doing the work said as "just" doing one thing: "I'd just tell them", "you simply rerun it", "we usually
 * just go with what they say". Said of a person acting, not of things ("big values just dominate"), nor in a compound
 * ("a just-culture"), nor of a thought ("I just wanted to check").
 */
const MINIMISED_METHOD =
  /\b(?:i|i['’]d|i['’]ll|we|we['’]d|we['’]ll|you|you['’]d|you['’]ll|they|they['’]d|people|he|she)\s+(?:(?:usually|always|normally|generally|mostly|tend\s+to|would|will|can|could|should)\s+)?(?:just|simply)\s+(?!(?:wanted|want|thought|think|felt|feel|happened|started|joined|mean|meant|remember|realised|realized|noticed)\b)[a-z]+\b/gi;

/**
 * Saying the work the question is about needs no doing: "it handles everything for you", "you don't really need to do
 * anything else", "that's easy", "under 0.05 means it's true". Interview rubrics mark overconfidence without
 * justification down; a sentence that gives its reason ("you don't need to lock it because the update is atomic") is
 * reasoning, and is not counted (see dismissalsIn). "Easy to read" describes a quality, not the problem.
 */
const DISMISSAL =
  /\b(?:(?:don'?t|doesn'?t|do\s+not|does\s+not|never)\s+(?:really\s+|even\s+|actually\s+)?(?:need|have)\s+to|no\s+need\s+(?:to|for)|(?:isn'?t|is\s+not)\s+(?:really\s+)?(?:necessary|needed|required)|handles?\s+(?:everything|it\s+all|all\s+of\s+it)|takes?\s+care\s+of\s+(?:everything|it\s+all)|(?:that'?s|it'?s|is)\s+(?:really\s+|pretty\s+)?easy\b(?!\s+to\b)|doesn'?t\s+(?:really\s+)?matter|always\s+works|means\s+it'?s\s+(?:true|right|fine|safe))/i;
const DISMISSAL_REASON = /\b(?:because|since|as\s+long\s+as|unless|provided|so\s+long\s+as|if)\b/i;

/** Sentences that dismiss the work without giving a reason. */
export const dismissalsIn = (sentences: readonly string[]) =>
  sentences.filter((sentence) => DISMISSAL.test(sentence) && !DISMISSAL_REASON.test(sentence)).length;

const HEDGE =
  /\b(i don'?t know|not (?:totally |really |entirely |quite )?sure|no idea|i guess|maybe|probably|stuff|things like that|whatever|kind of|sort of|i think so)\b/gi;

/** The hedges an answer uses, each once, as it says them ("not sure", "probably"), in the order they first come. */
export function hedgesIn(answer: string): string[] {
  const found = (answer.match(HEDGE) ?? []).map((hedge) => hedge.toLowerCase().replace(/\s+/g, ' '));
  return [...new Set(found)];
}

export interface AnswerSignals {
  words: number;
  sentences: string[];
  /** 0–1: share of the question's key words (and its skill) the answer engages with. */
  relevance: number;
  /** Content words (stems) of the question the answer repeats. */
  questionOverlap: number;
  /** Distinct buzzwords ("synergy", "holistic", "cloud-native", "data-driven"). */
  buzzwords: number;
  /** Statements of the candidate's personal qualities ("hard-working", "good with numbers"). */
  selfDescription: number;
  /** Platitudes and intensifiers ("is super important", "it's all about", "really", "honestly"). */
  padding: number;
  /** Someone acts in the answer: a person or a possessive ("I", "we'd", "you", "they", "our"). */
  hasActor: boolean;
  /** Job-description skills the answer names. */
  skillsMentioned: string[];
  mentionsQuestionSkill: boolean;
  numbers: number;
  outcomes: number;
  examples: number;
  actions: number;
  /** Which of situation, task, action, result are present. */
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  reasoning: number;
  hedges: number;
  /** Reasoning and trade-off words, counted once each. */
  tradeOffs: number;
  /** Ordered procedure steps ("first", "then", "once"). */
  steps: number;
  /** Distinct content words (stems): how much ground the answer covers. */
  contentTerms: number;
  /** Statements that the candidate does not know. */
  ignorance: number;
  fillers: number;
  /** The answer is a comma list of terms without sentences ("React, Redux, hooks, Webpack"). */
  keywordList: boolean;
  /** Any taxonomy skill named, whether or not the job lists it. */
  skillsNamed: number;
  genericMotivation: number;
  aboutEmployer: number;
  ownExperience: number;
  /** Specific aims of the candidate's for the role ("I want to build expertise in hard-to-place risks"). */
  ownAims: number;
  professional: number;
  /** Named things (capitalised words inside sentences): products, tools, places. */
  namedThings: number;
  /** Distinct words of working life ("team", "customer", "deadline"). */
  workTalk: number;
  /** Vague stand-ins for specifics ("some things", "stuff", "a lot"). */
  vague: number;
  /** Words of life outside work and microphone checks ("weekend", "football", "can you hear me"). */
  lifeTalk: number;
  /** Share of the answer's content words (every occurrence) that only repeat the question's words. */
  echoShare: number;
  /** Distinct content words (stems) the question does not already hold: what the answer adds. */
  newTerms: number;
  /** Words that make the problem small instead of solving it ("just", "simply", "then it's fine"). */
  minimisers: number;
  /** Sentences saying the work needs no doing, with no reason given ("it handles everything for you"). */
  dismissals: number;
  /** The way of doing the work said as "just" doing one thing ("I'd just tell them"). */
  minimisedMethods: number;
  /** Items named in a run ("onset, mechanism, aggravating factors"): commas after a content word, not after "so,". */
  listedItems: number;
  /** Sentences that touch the question's subject (its words, their near relatives, or a skill of the job). */
  subjectSentences: number;
  /** Past-tense verbs and past times: what happened, in a story. */
  pastEvents: number;
}

const PLAIN_NAME_PATTERNS = new Map<string, RegExp>();

function namesPlainly(text: string, name: string): boolean {
  let pattern = PLAIN_NAME_PATTERNS.get(name);
  if (!pattern) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
    // Job skills repeat across answers and interviews; a bounded cache keeps memory flat on a long-running server.
    if (PLAIN_NAME_PATTERNS.size > 2000) PLAIN_NAME_PATTERNS.clear();
    PLAIN_NAME_PATTERNS.set(name, pattern);
  }
  return pattern.test(text);
}

/**
 * The skills of `skills` the text names: through the taxonomy's synonyms, or by the skill's own name, so a skill
 * the taxonomy does not know ("Kafka" in a job that lists it by that name) still counts when named.
 */
export function skillsNamedIn(
  text: string,
  skills: readonly string[],
  taxonomySkills: readonly string[] = findSkillNames(text),
): string[] {
  return skills.filter((skill) => taxonomySkills.includes(skill) || namesPlainly(text, skill));
}

/** A comma after one of these opens or pads a sentence ("so, …", "yeah, …") rather than ending an item of a list. */
const NOT_AN_ITEM =
  /(?:^|\s)(?:so|yeah|yes|okay|ok|well|um|uh|right|sure|honestly|basically|actually|anyway|first|then|now|and|but|i mean|you know|like)$/i;

/** Words a list item does not end on: they leave the clause open ("I would,"), fill ("like,") or hedge ("maybe,"). */
const OPEN_ENDING = new Set(
  `i we you he she they it's that's there's i'm i'd we'd you'd is are was were be been am would could should will
  can do does did have has had the a an to of for with in on at by from and or but so because like mean know well um
  uh er erm okay ok yeah yes right actually basically honestly maybe guess probably perhaps somebody someone something
  stuff things thing depends`.split(/\s+/),
);

/**
 * Items named in a run: pieces before a comma that end on a content word ("onset, mechanism, red flags", "check
 * starters, leavers and changes, …"). A piece that ends on a filler or leaves the clause open ("I would, like, look …",
 * "and, uh, it's, …") is not an item, so rambling is not a list.
 */
function listedItemsIn(text: string): number {
  return text
    .split(',')
    .slice(0, -1)
    .filter((piece) => {
      const trimmed = piece.trim();
      const last = cleanWord(toWords(trimmed).at(-1) ?? '').toLowerCase();
      return last.length > 1 && !OPEN_ENDING.has(last) && !NOT_AN_ITEM.test(trimmed);
    }).length;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
/** Letters two stems share from the start to count as near relatives ("reconcile", "reconciliation"). */
const NEAR_RELATIVE_PREFIX = 5;
const nearKey = (stemmed: string) =>
  stemmed.length >= NEAR_RELATIVE_PREFIX ? stemmed.slice(0, NEAR_RELATIVE_PREFIX) : stemmed;

/**
 * How many of the answer's sentences touch the question's subject: one of its content words or a near relative of
 * one ("reconciling" for "reconciliation"), or a skill of the job. A fluent answer to another question, or an
 * anecdote that wanders off, has few such sentences however long it runs.
 */
function subjectSentencesOf(
  sentences: readonly string[],
  questionStems: ReadonlySet<string>,
  skills: readonly string[],
): number {
  const keys = new Set([...questionStems].map(nearKey));
  return sentences.filter(
    (sentence) =>
      contentTokens(sentence).some((token) => questionStems.has(token) || keys.has(nearKey(token))) ||
      skills.some((skill) => namesPlainly(sentence, skill)),
  ).length;
}

/** Something that happened: a verb in the past tense or a time in the past ("we had", "I rang", "last spring"). */
const PAST_EVENT =
  /\b(?:[a-z]{2,}ed|was|were|had|did|went|took|made|told|said|got|gave|came|saw|found|kept|left|ran|wrote|spoke|thought|felt|knew|led|met|sent|spent|put|set|built|brought|bought|caught|taught|sold|held|stood|sat|began|chose|drove|rang|lost|won|once|ago|last (?:year|month|week|quarter|spring|summer|autumn|winter))\b/gi;

/** A participle that describes a state, not an event: "it's really organised", "they are very detailed". */
const STATE_PARTICIPLE =
  /\b(?:is|are|am|be|being|['’]s|['’]re|very|really|quite|so|too|more|most|well)\s+(?:[a-z]{2,}ed)\b/gi;

/** FIRST_PERSON_ACTION without the global flag: where a sentence's first own action ends. */
const FIRST_OWN_ACTION = new RegExp(FIRST_PERSON_ACTION.source, 'i');

/** Actions chained after the candidate's own "I …" in each sentence (CHAINED_ACTION). */
export function chainedActions(sentences: readonly string[]): number {
  let chained = 0;
  for (const sentence of sentences) {
    const first = FIRST_OWN_ACTION.exec(sentence);
    if (first) chained += count(sentence.slice(first.index + first[0].length), CHAINED_ACTION);
  }
  return chained;
}

/**
 * A sentence of a first-person story that leaves its "I" out, as speech often does once the speaker is established:
 * "Checked the logs. Found a stale certificate." Participles that open a phrase ("Based on …", "Given …", "Compared
 * with …") are not actions.
 */
const DROPPED_SUBJECT_ACTION =
  /^\s*(?:(?:and|then|so)\s+)?(?!(?:based|given|compared|related|called|named|used to|added to|mixed|limited|needed|supposed|expected|interested|concerned|tired|scared|worried)\b)(?:[a-z]{3,}ed|found|rang|rewrote|wrote|took|made|sent|spoke|told|went|brought|built|caught|kept|got|put|ran|set)\b/i;

/** Own actions told without their "I", counted only in an answer where the candidate already acts as "I". */
export function droppedSubjectActions(sentences: readonly string[]): number {
  if (!sentences.some((sentence) => FIRST_OWN_ACTION.test(sentence))) return 0;
  return sentences.filter((sentence) => DROPPED_SUBJECT_ACTION.test(sentence)).length;
}

/**
 * What happened afterwards, told after the candidate's own action: "Two weeks later the client renewed", "It hasn't
 * failed since", "Now it runs overnight", "In the end we kept him in". A brief story often gives its result this way,
 * without a word of the OUTCOME list. Counted per sentence, at most RESULTS_TOLD_AFTER_MAX.
 */
const AFTERMATH =
  /\b(?:later|afterwards|afterward|eventually|in the end|by the end|from then on|ever since|since(?=\s*(?:[.,;!]|$|then\b))|now|no longer|any more|anymore|the (?:next|following) (?:day|morning|week|month|quarter|year|season|shift|time)|went (?:from|down|up)|thanked)\b/i;
const RESULTS_TOLD_AFTER_MAX = 2;

export function resultsToldAfterAction(sentences: readonly string[]): number {
  const firstAction = sentences.findIndex((sentence) => FIRST_OWN_ACTION.test(sentence));
  if (firstAction < 0) return 0;
  return Math.min(
    RESULTS_TOLD_AFTER_MAX,
    sentences.slice(firstAction + 1).filter((sentence) => AFTERMATH.test(sentence)).length,
  );
}

/**
 * A story that opens on the scene: a first sentence telling what happened, in the past tense, before the candidate
 * says what they did ("A senior nurse wanted to discharge a patient whose oxygen had dropped overnight. I asked …").
 */
export function opensWithScene(sentences: readonly string[]): boolean {
  const [opening] = sentences;
  return (
    sentences.length >= 2 &&
    opening !== undefined &&
    !/^\s*i\b/i.test(opening) &&
    count(opening, PAST_EVENT) > 0 &&
    count(opening, FIRST_PERSON_ACTION) === 0
  );
}

export function answerSignals(input: {
  question: string;
  answer: string;
  skill: string | null;
  expectedPoints: readonly string[];
  jdSkills: readonly string[];
}): AnswerSignals {
  const answer = input.answer;
  const words = toWords(answer).length;
  // A number in the question ("two stakeholders", "five years") is not its topic: "two hours" does not answer it.
  const questionStems = new Set(
    [...contentStems([input.question, input.skill ?? '', ...input.expectedPoints].join(' '))].filter(
      (word) => !NUMBER_WORD.test(word),
    ),
  );
  const answerStems = contentStems(answer);
  const sentences = toSentences(answer);
  const answerTokens = contentTokens(answer);
  const echoed = answerTokens.filter((token) => questionStems.has(token)).length;
  let overlap = 0;
  for (const word of questionStems) if (answerStems.has(word)) overlap += 1;
  const answerSkills = findSkillNames(answer);
  const skillsMentioned = skillsNamedIn(answer, input.jdSkills, answerSkills);
  const mentionsQuestionSkill =
    input.skill !== null && skillsNamedIn(answer, [input.skill], answerSkills).length > 0;
  const lexical = questionStems.size === 0 ? 0 : Math.min(1, overlap / Math.min(6, questionStems.size));
  const relevance = Math.min(
    1,
    lexical + (mentionsQuestionSkill ? 0.35 : 0) + Math.min(0.3, skillsMentioned.length * 0.1),
  );
  const outcomes = count(answer, OUTCOME) + resultsToldAfterAction(sentences);
  const actions =
    count(answer, FIRST_PERSON_ACTION) + chainedActions(sentences) + droppedSubjectActions(sentences);
  const distinct = (pattern: RegExp) =>
    new Set((answer.match(pattern) ?? []).map((match) => match.toLowerCase().trim())).size;
  const segments = answer.split(/[,;\n]+/).filter((segment) => segment.trim().length > 0);
  const keywordList =
    segments.length >= 6 &&
    segments.filter((segment) => toWords(segment).length <= 4).length >= segments.length * 0.75;
  // Capitalised words after a sentence's first word: products, tools, places ("your Figma plugin", "in Leeds"),
  // and the names the question gives ("why Brightdesk?") wherever the answer says them.
  const names = (text: string) =>
    toSentences(text).flatMap((sentence) =>
      sentence
        .split(/\s+/)
        .slice(1)
        .map((word) => word.replace(/[^\p{L}\p{N}'-]+$/u, ''))
        .filter((word) => /^\p{Lu}/u.test(word) && word !== 'I' && !word.startsWith("I'")),
    );
  const answerWords = new Set(answer.split(/\s+/).map((word) => word.replace(/[^\p{L}\p{N}'-]+/gu, '')));
  const namedThings = new Set([
    ...names(answer),
    ...names(input.question).filter((name) => answerWords.has(name)),
  ]).size;
  return {
    words,
    sentences,
    relevance,
    questionOverlap: overlap,
    buzzwords: distinct(BUZZWORD),
    selfDescription: count(answer, SELF_DESCRIPTION),
    hasActor: ACTOR.test(answer),
    padding: count(answer, PADDING),
    skillsMentioned,
    mentionsQuestionSkill,
    numbers: count(answer, NUMBER),
    outcomes,
    examples: count(answer, EXAMPLE),
    actions,
    star: {
      situation: count(answer, SITUATION) > 0 || opensWithScene(sentences),
      task: count(answer, TASK) > 0,
      action: actions > 0,
      result: outcomes > 0,
    },
    reasoning: count(answer, REASONING),
    hedges: count(answer, HEDGE),
    tradeOffs: distinct(TRADE_OFF) + distinct(REASONING) + Math.min(2, count(answer, PLAIN_REASON)),
    steps: distinct(PROCEDURE),
    contentTerms: answerStems.size,
    ignorance: count(answer, IGNORANCE),
    fillers: count(answer, FILLER),
    keywordList,
    skillsNamed: answerSkills.length,
    genericMotivation: count(answer, GENERIC_MOTIVATION),
    aboutEmployer: count(answer, ABOUT_EMPLOYER),
    ownExperience: count(answer, OWN_EXPERIENCE),
    ownAims: ownAimsIn(answer, questionStems),
    professional: distinct(PROFESSIONAL),
    namedThings,
    workTalk: distinct(WORK_TALK),
    lifeTalk: count(answer, LIFE_TALK),
    vague: count(answer, VAGUE),
    echoShare: answerTokens.length === 0 ? 0 : echoed / answerTokens.length,
    listedItems: listedItemsIn(answer),
    minimisers: count(answer, MINIMISER),
    dismissals: dismissalsIn(sentences),
    minimisedMethods: count(answer, MINIMISED_METHOD),
    subjectSentences: subjectSentencesOf(sentences, questionStems, [
      ...input.jdSkills,
      ...(input.skill ? [input.skill] : []),
    ]),
    pastEvents: count(answer, PAST_EVENT) - count(answer, STATE_PARTICIPLE),
    newTerms: [...answerStems].filter((word) => !questionStems.has(word)).length,
  };
}
