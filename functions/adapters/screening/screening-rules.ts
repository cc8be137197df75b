/**
 * The acceptable use policy's rules (docs/acceptable-use.md), as data: per category, phrases and
 * regular expressions that refuse a request, and the few that hold it for a person instead.
 * Matched against the text lower-cased, its accents removed and its spaces collapsed (so write
 * them that way: "contrasenas", not "contraseñas"); a phrase matches whole words only, a pattern
 * is a regular expression (`u` flag) over the same text. English first, then cheap Spanish, French
 * and German equivalents. Holds are kept few and explicit: each is a request that is sometimes
 * fine and sometimes not, which only a person can tell. Every change is pinned by the corpus
 * (test/unit/functions/contexts/work/safety/screening-corpus.test.ts): add its examples there.
 *
 * No function bundles this file: `npm run screening-rules` writes the rules as JSON beside the rules
 * screener (./screening-rules.generated.json), which reads them from beside itself, or its bundle, at
 * its first screening: some 9 KB of phrases that no bundle then holds.
 */
import type { SafetyCategory } from '../../contexts/work/safety/domain';

export interface ScreeningRule {
  category: SafetyCategory;
  outcome: 'refuse' | 'hold';
  /** Why, in the policy's words: a hold's `reason` as the agent and staff read it. */
  reason: string;
  phrases?: readonly string[];
  patterns?: readonly string[];
}

/** A former partner: watching or recording one is stalking, whatever else the request says. */
const EX_PARTNER = '(?:my |his |her |their )?(?:ex|ex-?(?:wife|husband|girlfriend|boyfriend|partner))';
/** A private person close to the agent: following one (the person, not their instructions) is stalking. */
const PRIVATE_PERSON = `(?:${EX_PARTNER}|(?:my |his |her |their )(?:wife|husband|girlfriend|boyfriend|partner|neighbou?r|coworker|colleague|boss))`;

/** Watching or recording, in the words requests use for it. */
const WATCHING = 'watch|photograph|film|record|note|observe|take (?:photos|pictures|videos?) of';
/** Where a private person lives. */
const RESIDENCE = 'flat|apartment|house|home|building|place';
/** Who comes and goes: "everyone who goes in", "who visits", "people leaving". */
const COMERS =
  '(?:everyone|everybody|anyone|whoever|all the people|the people|people|who) (?:who |that )?(?:goes in|go in|comes in|come in|comes out|come out|goes out|enters|enter|visits|visit|leaves|leave|arrives|arrive)|visitors';
/** A private person named by what they are, not by their role at a business. */
const SOMEONE = '(?:the |a |this |that )?(?:woman|man|girl|boy|guy|lady|person|neighbou?r|tenant|couple)';

export const SCREENING_RULES: readonly ScreeningRule[] = [
  {
    category: 'harm_to_people',
    outcome: 'refuse',
    reason: 'Stalking, harassing, watching or exposing a private person',
    phrases: [
      'stalk',
      'stalking',
      'dox',
      'doxx',
      'doxxing',
      'harass',
      'harassing',
      'intimidate',
      'threaten',
      'spy on',
      'install a hidden camera',
      'beat up',
      'rough up',
      // es
      'acosar',
      'espiar',
      'sin que lo sepa',
      'sin que ella lo sepa',
      // fr
      'harceler',
      'espionner',
      'a son insu',
      // de
      'belastigen',
      'ausspionieren',
      'heimlich fotografieren',
      'heimlich filmen',
    ],
    patterns: [
      `\\b(?:follow|tail|shadow) ${PRIVATE_PERSON}\\b(?!'s)`,
      `\\b(?:watch|monitor|observe|photograph|film|record|track|take (?:photos|pictures|videos?) of)\\b[^.]{0,30}\\b${EX_PARTNER}\\b`,
      '\\b(?:follow|watch|photograph|film|record|track|observe)\\b[^.]{0,40}\\bwithout (?:her|him|them) (?:knowing|noticing|seeing)\\b',
      "\\b(?:put|place|attach|hide|install) a (?:gps )?tracker (?:on|in|under) (?:her|his|their|my ex's|my wife's|my husband's)\\b",
      '\\b(?:who|which (?:men|women|people)) (?:visits?|comes? to|goes? into|leaves?|enters?) (?:her|his|their)\\b',
      '\\b(?:where|when) (?:she|he) (?:lives|sleeps|goes|works|parks)\\b',
      '\\b(?:home address|phone number|workplace|daily routine) of (?:my|this|that|a|the) (?:woman|man|girl|guy|person|ex)\\b',
      '\\bfind (?:out )?(?:her|his) (?:home )?(?:address|new address|phone number|routine)\\b',
      '\\bsecretly (?:follow|photograph|film|record|watch)\\b',
      // Someone's home watched: who goes in or out of a flat or house, or a person photographed at theirs.
      `\\b(?:${WATCHING})\\b[^.]{0,60}\\b(?:${RESIDENCE})\\b[^.]{0,60}\\b(?:${COMERS})\\b`,
      `\\b(?:${WATCHING})\\b[^.]{0,40}\\b(?:${COMERS})\\b[^.]{0,60}\\b(?:${RESIDENCE})\\b`,
      `\\b(?:photograph|film|record|take (?:photos|pictures|videos?) of|photos? of|pictures? of)\\b[^.]{0,15}\\b(?:${SOMEONE})\\b[^.]{0,60}\\b(?:(?:her|his|their) (?:${RESIDENCE})|leaves (?:her|his|their)|comes home|gets home)\\b`,
      '\\b(?:hurt|scare|threaten|punish) (?:him|her|them|my ex)\\b',
      '\\bseguir a mi ex\\b',
      '\\bsuivre (?:mon ex|mon ancienne|mon ancien)\\b',
      '\\b(?:meine|meinen) ex\\b[^.]{0,30}\\b(?:verfolgen|beobachten|fotografieren)\\b',
    ],
  },
  {
    category: 'harm_to_people',
    outcome: 'hold',
    reason: 'Observing or recording identifiable people, which may be a private person',
    patterns: [
      '\\b(?:note|write down|record|list) (?:the |all |every )?(?:licen[cs]e plates?|number plates?)\\b',
      '\\b(?:covertly|discreetly|unnoticed)\\b[^.]{0,30}\\b(?:observe|watch|photograph|film|follow)\\b',
      '\\b(?:observe|watch|photograph|film|follow)\\b[^.]{0,30}\\b(?:covertly|discreetly|unnoticed|without being seen)\\b',
    ],
  },
  {
    category: 'fraud',
    outcome: 'refuse',
    reason: 'Fake reviews or ratings, impersonation, forged or borrowed identity documents',
    phrases: [
      'fake review',
      'fake reviews',
      'fake ratings',
      'fake followers',
      'buy followers',
      'fake likes',
      'click farm',
      'upvote',
      'upvotes',
      'impersonate',
      'impersonating',
      'pass yourself off as',
      'fake id',
      'fake passport',
      'fake diploma',
      'fake invoice',
      'fake receipt',
      "fake doctor's note",
      'forge',
      'forged',
      'forging',
      'falsify',
      "someone else's id",
      "someone else's passport",
      'bonus abuse',
      // es
      'resenas falsas',
      'resena falsa',
      'suplantar',
      'documento falso',
      'pasaporte falso',
      // fr
      'faux avis',
      'usurper',
      'faux papiers',
      'faux passeport',
      // de
      'gefalschte bewertungen',
      'gefalschter ausweis',
      'falsche bewertungen',
    ],
    patterns: [
      // The verb's object is the review itself ("write 20 five-star reviews"), not a photo of a rating.
      '\\b(?:write|post|leave|publish|submit|give)\\s+(?:(?:\\d+|a|an|some|many|several|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a dozen|dozens of|hundreds of|fake|positive|negative|good|great|glowing|bad|[a-z0-9]+-?stars?|google|yelp|tripadvisor|trustpilot|amazon|app store|play store)\\s+)*(?:reviews?|ratings?|testimonials?|upvotes?)\\b',
      '\\b(?:five|5|one|1)[- ]?stars? (?:reviews?|ratings?)\\b',
      '\\bpretend(?:ing)? to be (?:me|him|her|the owner|an? (?:[a-z]+ )?(?:doctor|police|policeman|officer|lawyer|relative|inspector|official|employee))\\b',
      "\\buse (?:your|my|his|her) (?:own )?(?:id|passport|identity|driver'?s licen[cs]e|id card)\\b",
      '\\bsign (?:as me|my name|in my name)\\b',
      '\\b(?:make|print|buy|sell|produce|pass) (?:some )?counterfeit\\b',
      '\\b(?:escribir|publicar) \\d* ?resenas\\b',
      '\\bresenas de (?:cinco|5) estrellas\\b',
      '\\b(?:ecrire|publier|laisser) \\d* ?avis\\b',
      '\\bavis (?:cinq|5) etoiles\\b',
      '\\b(?:funf|5)-?sterne-?bewertungen\\b',
      '\\bbewertungen (?:schreiben|posten|abgeben)\\b',
    ],
  },
  {
    category: 'unauthorized_access',
    outcome: 'refuse',
    reason: "Accounts in bulk, getting round another service's limits or bans, other people's credentials",
    phrases: [
      'bulk accounts',
      'accounts in bulk',
      'send me the passwords',
      'send me the logins',
      'ban evasion',
      'evade the ban',
      'evade a ban',
      'get around the ban',
      'get around the limit',
      'circumvent',
      'bypass the captcha',
      'bypass captcha',
      'captcha farm',
      'phishing',
      'hack into',
      'crack the password',
      'sim farm',
      // es
      'contrasenas de otros',
      'evadir el bloqueo',
      // fr
      'mots de passe des autres',
      'contourner le bannissement',
      // de
      'sperre umgehen',
    ],
    patterns: [
      '\\b(?:[2-9]|[1-9]\\d{1,4}|dozens of|hundreds of|many|multiple|several) (?:new |fresh |fake |separate )?(?:[a-z]+ )?accounts\\b',
      "\\b(?:their|his|her|someone(?:'s| else's)|other people's|my ex's|my boss's|my wife's|my husband's) (?:passwords?|credentials|logins?|login details|e-?mail account|inbox|icloud|2fa codes?|verification codes?)\\b",
      "\\b(?:log|get|break) into (?:his|her|their|someone(?:'s| else's)|my ex's|an? other person's) (?:account|e-?mail|inbox|phone)\\b",
      '\\b(?:bypass|get (?:a)?round|evade|circumvent|dodge) (?:the |their |a |my )?(?:ban|bans|ip block|limits?|rate limits?|verification|paywall|geo-?block)\\b',
      '\\bsolve (?:\\d{3,}|hundreds of|thousands of|bulk) captchas\\b',
      '\\b(?:new|another|fresh) accounts? after (?:being|i was|we were|my account was|it was) (?:banned|blocked|suspended)\\b',
      '\\b(?:crear|abrir) (?:\\d+|muchas|varias) cuentas\\b',
      '\\b(?:creer|ouvrir) (?:\\d+|plusieurs|beaucoup de) comptes\\b',
      '\\b\\d+ (?:e-mail-|email-)?(?:konten|accounts) (?:erstellen|anlegen|eroffnen)\\b',
    ],
  },
  {
    category: 'unauthorized_access',
    outcome: 'hold',
    reason: "The operator's own phone number or connection would stand in for the agent's",
    patterns: [
      '\\b(?:use|with|give|receive (?:the )?code on) your (?:own )?(?:phone number|mobile number|sim|home (?:ip|internet|connection))\\b',
      '\\bresidential ip\\b',
    ],
  },
  {
    category: 'illegal',
    outcome: 'refuse',
    reason: 'Illegal acts: drugs, theft, break-ins, smuggling, bribery, vandalism',
    phrases: [
      'cocaine',
      'heroin',
      'methamphetamine',
      'crystal meth',
      'fentanyl',
      'mdma',
      'drug deal',
      'shoplift',
      'shoplifting',
      'steal',
      'stealing',
      'break into',
      'burglary',
      'burgle',
      'launder money',
      'money laundering',
      'bribe',
      'bribing',
      'smuggle',
      'smuggling',
      'vandalize',
      'vandalise',
      'slash the tires',
      'slash his tires',
      'slash her tires',
      'without a prescription',
      'trespass',
      // es
      'cocaina',
      'robar',
      'traficar',
      'contrabando',
      'sobornar',
      // fr
      'cambrioler',
      'drogue',
      'drogues',
      'blanchiment',
      'soudoyer',
      // de
      'kokain',
      'drogen',
      'stehlen',
      'einbrechen',
      'schmuggeln',
      'bestechen',
    ],
    patterns: ['\\b(?:buy|pick up|deliver|sell|collect) (?:some |the )?(?:drugs|weed|ketamine|ecstasy)\\b'],
  },
  {
    category: 'illegal',
    outcome: 'hold',
    reason: 'A sealed or unexplained handover, which may carry something illegal',
    patterns: [
      "\\b(?:don'?t|do not|never) (?:open|look (?:in|inside)|check) (?:it|the (?:package|parcel|bag|box|envelope))\\b",
      '\\bno questions asked\\b',
    ],
  },
  {
    category: 'weapons',
    outcome: 'refuse',
    reason: 'Weapons, their parts, ammunition and explosives',
    phrases: [
      'firearm',
      'firearms',
      'handgun',
      'rifle',
      'rifles',
      'shotgun',
      'ammunition',
      'ammo',
      'ghost gun',
      'explosive',
      'explosives',
      'grenade',
      'detonator',
      'weapon',
      'weapons',
      'switchblade',
      // es
      'arma de fuego',
      'armas de fuego',
      'municion',
      'explosivos',
      // fr
      'arme a feu',
      'armes a feu',
      'munitions',
      'explosifs',
      // de
      'waffe',
      'waffen',
      'munition',
      'sprengstoff',
    ],
    patterns: [
      '(?<!nail |glue |heat |spray |water |nerf |staple |caulk |caulking |massage |grease |paint )\\bguns?\\b',
      '(?<!bath |photo |seed )\\bbombs?\\b',
    ],
  },
  {
    category: 'weapons',
    outcome: 'hold',
    reason: 'A self-defence item whose sale or carriage is restricted in places',
    phrases: ['pepper spray', 'taser', 'crossbow', 'knuckle duster', 'brass knuckles'],
  },
  {
    category: 'sexual',
    outcome: 'refuse',
    reason: 'Sexual services or content',
    phrases: [
      'sex',
      'sexual',
      'nudes',
      'escort service',
      'escort services',
      'escort girl',
      'erotic',
      'porn',
      'porno',
      'pornography',
      'onlyfans',
      'upskirt',
      'intimate photos',
      // es
      'desnuda',
      'desnudo',
      'desnudas',
      // fr
      'sexuel',
      'sexuelle',
      'nue',
      'nues',
      // de
      'nackt',
      'nacktbilder',
      'sexuell',
    ],
    patterns: ['\\bnaked\\b(?! eye)', '\\bnude\\b(?! (?:colou?r|shade|lipstick|heels|tights|shoes))', '\\bmassage\\b[^.]{0,30}\\bhappy ending\\b'],
  },
];

/** The rules as the screener reads them (./screening-rules.generated.json): indented JSON, so a change reads as a diff. */
export const screeningRulesJson = (): string => `${JSON.stringify(SCREENING_RULES, null, 2)}\n`;
