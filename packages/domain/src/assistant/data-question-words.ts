// The vocabulary of the data questions (data-question.ts), lower case and accent-free as `foldedWords`
// gives the question. A stem matches from the start of a word ('atrasad' matches 'atrasados'); a phrase
// matches its words in order; a `.*` spans any words between.

export const STEMS = {
  report: [
    'report',
    'relatorio',
    'prestacao de contas',
    'prestacoes de contas',
    'bericht',
    'verwendungsnachweis',
  ],
  overdue: [
    ...[
      'overdue',
      'late',
      'missed',
      'past due',
      'behind',
      'atrasad',
      'em atraso',
      'vencid',
      'pendentes de entrega',
    ],
    ...['uberfallig', 'verspatet', 'versaumt', 'im verzug', 'ruckstand'],
  ],
  deadline: [
    ...['deadline', 'due', 'upcoming', 'coming up', 'closing', 'close', 'submit', 'apply by', 'calendar'],
    ...[
      'prazo',
      'vence',
      'vencem',
      'vencimento',
      'data limite',
      'datas limite',
      'entregar',
      'enviar',
      'editais',
    ],
    ...['frist', 'fallig', 'termin', 'abgabe', 'einreich', 'stichtag', 'bewerbungsschluss', 'antragsschluss'],
  ],
  goal: ['goal', 'target', 'on track', 'meta', 'objetivo', 'ziel'],
  lastAward: [
    ...['last award', 'latest award', 'most recent award', 'recent award', 'last grant', 'latest grant'],
    ...['most recent grant', 'last time', 'when did .* last', 'last gave', 'last funded'],
    ...['ultima concessao', 'ultimo premio', 'ultima doacao', 'ultimo apoio', 'ultimo financiamento'],
    ...['ultima vez', 'ultimo aporte', 'concessao mais recente', 'ultimo recurso'],
    ...[
      'letzte bewilligung',
      'letzte zusage',
      'letzte forderung',
      'zuletzt',
      'letztes mal',
      'jungste bewilligung',
    ],
    ...['neueste bewilligung', 'letzten bewilligung', 'letzten zusage', 'letzten forderung'],
  ],
  funderStats: [
    ...['win rate', 'success rate', 'approval rate', 'acceptance rate', 'hit rate', 'how often', 'respond'],
    ...['response time', 'how long', 'how fast', 'how quickly', 'turnaround', 'reply'],
    ...['taxa de sucesso', 'taxa de aprovac', 'percentual de aprovac', 'responde', 'tempo de resposta'],
    ...['quanto tempo', 'demora', 'com que frequencia'],
    ...['erfolgsquote', 'zusagequote', 'bewilligungsquote', 'antwort', 'reagier', 'wie lange', 'wie schnell'],
    ...['dauert', 'wie oft'],
  ],
  total: [
    ...['how much', 'total', 'sum', 'amount', 'awarded', 'won', 'received', 'granted', 'secured', 'raised'],
    ...['requested', 'asked for', 'applied for', 'pending', 'awaiting', 'outstanding', 'in play', 'money'],
    ...['quanto', 'soma', 'valor', 'montante', 'concedid', 'ganh', 'recebe', 'recebi', 'captad', 'arrecad'],
    ...['solicitad', 'pedid', 'pendente', 'aguardando', 'em analise', 'dinheiro', 'aprovad'],
    ...[
      'wie viel',
      'wieviel',
      'summe',
      'gesamt',
      'betrag',
      'bewilligt',
      'erhalten',
      'zugesagt',
      'eingeworben',
    ],
    ...['beantragt', 'angefragt', 'ausstehend', 'geld'],
  ],
  requested: [
    'requested',
    'asked for',
    'applied for',
    'sent',
    'solicitad',
    'pedid',
    'enviad',
    'beantragt',
    'angefragt',
    'eingereicht',
    'gesendet',
  ],
  pending: [
    'pending',
    'awaiting',
    'outstanding',
    'in play',
    'pendente',
    'aguardando',
    'em analise',
    'ausstehend',
    'offen',
  ],
  byFunder: [
    ...['by funder', 'per funder', 'each funder', 'funders', 'which funder', 'top funder', 'largest funder'],
    ...['biggest funder', 'por financiador', 'cada financiador', 'financiadores', 'maiores financiador'],
    ...['je forderer', 'pro forderer', 'forderern', 'jeden forderer', 'welche forderer', 'geldgeber'],
  ],
  byProgram: [
    ...[
      'by program',
      'per program',
      'each program',
      'programs',
      'por programa',
      'cada programa',
      'programas',
    ],
    ...['je programm', 'pro programm', 'programmen', 'jedes programm', 'programme'],
  ],
} as const;

/**
 * The questions' own words, never a funder's name: what is left of a question without them may name the
 * funder it asks about ('what is the win rate with Hollis' → 'hollis').
 */
export const NOT_A_NAME: ReadonlySet<string> = new Set(
  [
    'what whats which who when how is are was were our the of for from to an do does did we us with has have',
    'had many much rate often respond responds responded response time win success hit by on in funder',
    'funders foundation fund at about all any ever so far this that last next year fiscal years there',
    'tell show list give gave given get got received receive award awards awarded grant grants money',
    'latest recent most time long fast quickly usually typically normally take takes reply answer approval',
    'acceptance turnaround been they them their it its total sum amount won granted secured raised requested',
    'asked applied pending awaiting outstanding play funded track goals goal',
    'qual quais quem quando como nos para com nosso nossa nossos nossas taxa sucesso aprovacao responde',
    'resposta tempo financiador financiadores fundacao sobre junto pela pelo ultima ultimo vez concessao',
    'concessoes premio doacao apoio financiamento recente mais demora costuma normalmente frequencia que',
    'quanto soma valor concedido concedidos concedida concedidas ganho ganhamos recebido recebemos',
    'solicitado solicitados pedido pedidos pendente pendentes arrecadado captado deu ano fiscal dinheiro',
    'aprovado aprovados montante aguardando analise este esta neste nesta atual percentual aporte recurso',
    'wie was wer wann welche welcher welchen ist sind der die das den dem des fur von mit unser unsere',
    'unserer unseren oft erfolgsquote zusagequote bewilligungsquote antwortet antwort antwortzeit reagiert',
    'forderer stiftung bei beim zur zum uns wir hat haben hatte lange schnell dauert meist normalerweise',
    'letzte letzten letztes zuletzt mal bewilligung bewilligungen zusage forderung jungste neueste',
    'bekommen viel wieviel summe gesamt betrag bewilligt erhalten beantragt ausstehend eingeworben',
    'gegeben geschaftsjahr jahr noch geld zugesagt angefragt offen etwas insgesamt bisher dieses diesem',
    'ihr ihre uns concedeu concederam deram pagou aprovou gewahrt bewilligte',
  ]
    .join(' ')
    .split(' '),
);
