// The words that make a sentence of an award letter a report deadline, an obligation or the award's amount,
// in English, Portuguese and German. A letter may quote a phrase in another language, so every sentence is
// matched against all three.

/** A report the funder expects: "interim report", "relatório final", "Zwischenbericht". */
export const REPORT_MENTION =
  /\b(?:reports?|relat[óo]rios?|presta[çc][ãa]o de contas|[\wäöüß-]*berichte?s?|verwendungsnachweis(?:es)?)\b/giu;

/** A duty: "must", "shall", "is required to", "deve", "deverá", "muss", "ist verpflichtet". */
export const OBLIGATION = new RegExp(
  // Letters around a word are looked at with \p{L}: \b knows no accented letters ("deverá", "é obrigado").
  String.raw`(?<!\p{L})(?:${[
    String.raw`must|shall|(?:is|are|will be) required to|(?:is|are) obliged to|agrees? to`,
    String.raw`deve|devem|deverá|deverão|é obrigatóri[oa]|(?:é|são|fica|ficam) obrigad[oa]s?|obriga-se|compromete-se`,
    String.raw`muss|müssen|(?:ist|sind) verpflichtet|verpflichtet sich|darf nur|dürfen nur|(?:ist|sind) (?:[\p{L}]+ ){0,4}(?:vorzulegen|einzureichen|zu verwenden)`,
  ].join('|')})(?!\p{L})`,
  'iu',
);

/** A sentence that states the award: "awarded", "a grant of", "valor concedido", "bewilligt". */
export const AWARD_STATEMENT =
  /\b(?:award(?:ed|s)?|grant(?:ed)? (?:of|in the amount)|amount|total of|concedid[oa]s?|concess[ãa]o|valor|montante|apoio de|bewilligt(?:e|en)?|gewährt|förder(?:summe|betrag|ung)|zuwendung|betrag)\b/iu;

/** A report asked for as a courtesy rather than required. */
export const COURTESY = /\b(?:optional|courtesy|if you wish|opcional|cortesia|freiwillig)\b/iu;

/** Words left out of a report's name: articles, pronouns and the verbs around the mention. */
export const NAME_STOPWORDS = new Set(
  (
    'the a an optional courtesy your our their its each every one all any this that these those submit submits provide send deliver ' +
    'file must shall will be is are of by to and or with for o os um uma seu sua de do da dos das até em para ' +
    'deve devem deverá ser é entregue enviado apresentado der die das ein eine einen ihr ihre ist sind bis zum zur vom'
  ).split(' '),
);
