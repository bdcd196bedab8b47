import type { DemoDocument } from './types.ts';

// German documents: the Lindqvist foundation's European partner programme and a German-owned
// company's giving programme.

export const DEMO_DOCUMENTS_DE: readonly DemoDocument[] = [
  {
    funderName: 'Lindqvist Charitable Foundation',
    folder: 'Richtlinien',
    fileName: 'Förderrichtlinien Kulturbrücken 2026.pdf',
    kind: 'pdf',
    language: 'de',
    title: 'Lindqvist Charitable Foundation — Förderrichtlinien des Partnerprogramms Kulturbrücken 2026',
    sections: [
      {
        heading: 'Zweck der Förderung',
        paragraphs: [
          'Die Lindqvist-Stiftung fördert gemeinsam mit ihrer Partnerstiftung in Hamburg den künstlerischen Austausch zwischen gemeinnützigen Organisationen in den USA und in Europa: Gastspiele, Künstlerresidenzen, zweisprachige Ausstellungen und Workshops für Jugendliche.',
        ],
      },
      {
        heading: 'Antragsberechtigung',
        paragraphs: [
          'Antragsberechtigt sind gemeinnützige Organisationen mit mindestens drei Jahren Tätigkeit und einem europäischen Kooperationspartner, der eine schriftliche Absichtserklärung vorlegt. Einzelpersonen und kommerzielle Veranstalter sind ausgeschlossen.',
        ],
      },
      {
        heading: 'Höhe der Zuwendung',
        paragraphs: [
          'Gefördert werden Vorhaben mit 5.000 bis 20.000 Euro. Der Eigenanteil des Antragstellers beträgt mindestens 25 Prozent der Gesamtkosten. Reisekosten dürfen höchstens 40 Prozent der Zuwendung ausmachen.',
        ],
      },
      {
        heading: 'Antragsfrist und Verfahren',
        paragraphs: [
          'Anträge sind bis zum 1. Oktober 2026 über das Online-Portal einzureichen. Der Stiftungsrat entscheidet im Dezember 2026; Vorhaben können frühestens am 1. Februar 2027 beginnen.',
        ],
      },
      {
        heading: 'Verwendungsnachweis',
        paragraphs: [
          'Innerhalb von drei Monaten nach Projektende ist ein Verwendungsnachweis mit Sachbericht und zahlenmäßigem Nachweis vorzulegen. Belege sind fünf Jahre aufzubewahren.',
          'Ansprechpartnerin: Ingrid Solberg, Programmleiterin, i.solberg@lindqvist-stiftung.example.de, Telefon +49 40 555 0193.',
        ],
      },
    ],
  },
  {
    funderName: 'Lindqvist Charitable Foundation',
    folder: 'Bescheide',
    fileName: 'Bewilligungsbescheid 2025.docx',
    kind: 'docx',
    language: 'de',
    title: 'Bewilligungsschreiben — Lindqvist Charitable Foundation, 2025',
    sections: [
      {
        heading: 'Bewilligung',
        paragraphs: [
          'Sehr geehrte Damen und Herren, der Stiftungsrat hat in seiner Sitzung vom 4. Dezember 2024 beschlossen, Ihr Vorhaben „Wandbilder ohne Grenzen“ im Programmbereich Community Arts mit einem Zuschuss von 12.000 Euro zu fördern.',
        ],
      },
      {
        heading: 'Auszahlung',
        paragraphs: [
          'Die Auszahlung erfolgt in zwei Raten: 8.000 Euro nach Eingang der unterschriebenen Annahmeerklärung und 4.000 Euro nach Prüfung des Zwischenberichts im Juli 2025.',
        ],
      },
      {
        heading: 'Auflagen',
        paragraphs: [
          'Der Bewilligungszeitraum endet am 31. Dezember 2025. Nicht verbrauchte Mittel sind zurückzuzahlen. In allen Veröffentlichungen ist auf die Förderung durch die Lindqvist-Stiftung hinzuweisen. Mit freundlichen Grüßen, Henrik Lindqvist, Vorstand.',
        ],
      },
    ],
  },
  {
    funderName: 'Cascade Software Cares',
    folder: '',
    fileName: 'Förderprogramm Digitale Teilhabe.md',
    kind: 'md',
    language: 'de',
    title: 'Cascade Software Cares — Förderprogramm Digitale Teilhabe (deutsche Fassung)',
    sections: [
      {
        heading: 'Worum es geht',
        paragraphs: [
          'Das Förderprogramm unterstützt Projekte, die älteren Menschen und Familien mit geringem Einkommen den Zugang zu digitalen Angeboten erleichtern: Computerkurse, Leihgeräte, WLAN in Gemeinschaftsräumen und Hilfe bei Online-Behördengängen.',
        ],
      },
      {
        heading: 'Förderumfang',
        paragraphs: [
          'Zuschüsse von 3.000 bis 15.000 US-Dollar. Zusätzlich stellt das Unternehmen bis zu 25 aufbereitete Laptops pro Projekt kostenlos zur Verfügung. Mitarbeitende können als ehrenamtliche Kursleiter eingesetzt werden.',
        ],
      },
      {
        heading: 'Bewerbung',
        paragraphs: [
          'Bewerbungen werden zweimal jährlich angenommen, bis zum 15. März und bis zum 15. September. Ansprechpartner ist Tobias Krämer aus dem Team Gesellschaftliches Engagement, engagement@cascadesoftware.example.com.',
        ],
      },
    ],
  },
  {
    funderName: 'Lindqvist Charitable Foundation',
    folder: 'Berichte',
    fileName: 'Zwischenbericht Notizen.txt',
    kind: 'txt',
    language: 'de',
    title: 'Lindqvist Charitable Foundation — Notizen zum Zwischenbericht „Wandbilder ohne Grenzen“',
    sections: [
      {
        heading: 'Stand des Vorhabens',
        paragraphs: [
          'Bisher wurden drei von fünf Wandbildern fertiggestellt, gemeinsam mit dem Künstlerkollektiv aus Leipzig. An den Workshops nahmen 74 Jugendliche teil.',
        ],
      },
      {
        heading: 'Abweichungen vom Plan',
        paragraphs: [
          'Die Gastkünstler konnten wegen Visa-Verzögerungen erst im Mai statt im März anreisen. Die Reisekosten lagen mit 4.350 Euro unter dem Plan, die Materialkosten wegen gestiegener Farbpreise darüber.',
        ],
      },
      {
        heading: 'Offene Punkte',
        paragraphs: [
          'Belegliste bis 30. Juni an die Buchhaltung; Fotos für den Sachbericht von Tom Albrecht anfordern.',
        ],
      },
    ],
  },
  {
    funderName: 'Northwest Power & Light',
    folder: 'Richtlinien',
    fileName: 'Klimaschutzfonds Merkblatt.pdf',
    kind: 'pdf',
    language: 'de',
    title: 'Northwest Power & Light — Merkblatt Klimaschutzfonds für Gemeinden',
    sections: [
      {
        heading: 'Förderziel',
        paragraphs: [
          'Der Klimaschutzfonds des Energieversorgers unterstützt gemeinnützige Träger bei Energiesparmaßnahmen: Wärmedämmung von Gemeinschaftshäusern, LED-Umrüstung, Solaranlagen auf Vereinsdächern und Umweltbildung an Schulen.',
        ],
      },
      {
        heading: 'Voraussetzungen',
        paragraphs: [
          'Das Gebäude oder Projekt muss im Versorgungsgebiet des Unternehmens liegen. Vor Antragstellung ist eine kostenlose Energieberatung durch einen zertifizierten Berater durchzuführen; der Beratungsbericht ist beizufügen.',
        ],
      },
      {
        heading: 'Zuschuss und Fristen',
        paragraphs: [
          'Der Zuschuss beträgt bis zu 60 Prozent der förderfähigen Kosten, höchstens 35.000 US-Dollar. Stichtage sind der 30. April und der 31. Oktober 2026.',
          'Nach Abschluss der Maßnahme ist innerhalb von 12 Monaten ein Bericht über die eingesparten Kilowattstunden vorzulegen. Kontakt: Katrin Vogel, Referentin Nachhaltigkeit, +1 (360) 555-0129.',
        ],
      },
    ],
  },
  {
    funderName: 'Lindqvist Charitable Foundation',
    folder: 'Richtlinien',
    fileName: 'Kostenplan Vorlage Kulturbrücken.xlsx',
    kind: 'xlsx',
    language: 'de',
    title: 'Lindqvist Charitable Foundation — Kostenplan für den Antrag Kulturbrücken',
    sections: [
      {
        heading: 'Hinweise',
        paragraphs: [
          'Kostenplan des Antrags „Klangbrücke Riverbend–Hamburg“: Gesamtkosten 24.800 Euro, beantragt werden 18.600 Euro, der Eigenanteil von 6.200 Euro stammt aus Eintrittsgeldern und Spenden.',
        ],
      },
    ],
    table: [
      ['Kostenart', 'Beschreibung', 'Betrag (EUR)', 'davon beantragt (EUR)'],
      ['Honorare', 'Vier Musikerinnen und Musiker, je zehn Tage', 9600, 8000],
      ['Reisekosten', 'Flüge Hamburg–Portland, Unterkunft', 7200, 6000],
      ['Technik', 'Tonanlage und Aufnahme', 3100, 2600],
      ['Öffentlichkeitsarbeit', 'Plakate, zweisprachiges Programmheft', 2400, 2000],
      ['Verwaltung', 'Anteilige Personalkosten', 2500, 0],
      ['Summe', '', 24800, 18600],
    ],
  },
];
