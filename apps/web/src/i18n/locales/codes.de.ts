// The German strings of codes.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { CodesCatalogue } from './codes.ts';

const de: CodesCatalogue = {
  issues: {
    REQUIRED: 'Dieses Feld ist erforderlich.',
    INVALID: 'Dieses Feld ist ungültig.',
    EMAIL: 'Dieses Feld muss eine gültige E-Mail-Adresse sein.',
    PHONE: 'Diese Telefonnummer ist ungültig.',
    MAX_LENGTH: 'Höchstens {{limit}} Zeichen',
    MIN_LENGTH: 'Dieses Feld muss mindestens {{min}} Zeichen haben',
    SMALLER_THAN: 'Dieser Wert muss kleiner als {{max}} sein.',
    BIGGER_THAN: 'Dieser Wert muss größer als {{min}} sein.',
    COMPLEXITY_SCORE: 'Geben Sie eine Zahl zwischen {{min}} und {{max}} ein',
    PASSWORDS_MUST_MATCH: 'Passwörter müssen übereinstimmen',
    PASSWORDS_DIFFER: 'Die Passwörter müssen übereinstimmen!',
    TWO_FACTOR_CODE: 'Der Code muss genau {{length}} Ziffern haben',
    TWO_FACTOR_FORM_INVALID: 'Formularfehler: ungültiges Feld',
    AWARDED_AFTER_SUBMISSION: 'Das Bewilligungsdatum muss nach dem Einreichungsdatum liegen',
    AWARDED_YEAR_RANGE:
      'Das Bewilligungsjahr muss zwischen dem Einreichungsjahr und dem aktuellen Jahr liegen.',
    FILL_ALL_FIELDS: 'Bitte füllen Sie alle Felder aus',
    DATE_IN_FUTURE: 'Dieses Datum darf nicht in der Zukunft liegen.',
    DATE_RANGE: 'Wählen Sie ein Ende nach dem Beginn, höchstens {{maxDays}} Tage später.',
    ONE_OF: 'Wählen Sie einen der Werte {{choices}}.',
    EXPORT_TABLES: 'Wählen Sie Förderungen, Berichte oder beides.',
    CURRENCY: 'Wählen Sie eine Währung nach ihrem ISO-4217-Code.',
    BETWEEN: 'Dieses Feld muss zwischen {{min}} und {{max}} liegen.',
    NAME_TAKEN: 'Ein Programm mit diesem Namen existiert bereits.',
    INVALID_LINK: 'Dieser Link ist ungültig oder abgelaufen.',
    AWARDED_AND_DECLINED: 'Ein Antrag kann nicht zugleich bewilligt und abgelehnt sein',
    OUTCOME_NEEDS_SUBMISSION: 'Eine Bewilligung oder Ablehnung braucht eine Einreichung',
    NOT_APPLIED_WITH_SUBMISSION:
      'Ein nicht gestellter (oder nicht förderfähiger) Antrag kann keine Einreichung haben',
    EMPTY: 'Ein Name ist erforderlich.',
    TOO_LONG: 'Dieser Name ist zu lang.',
    CONTROL_CHARACTER: 'Namen dürfen keine Steuerzeichen enthalten.',
    SEPARATOR: 'Namen dürfen kein / oder \\ enthalten.',
    DOT_SEGMENT: 'Ein Name darf nicht . oder .. sein.',
    TOO_DEEP: 'Die Ordner sind zu tief verschachtelt.',
    ABSOLUTE: 'Ordnerpfade sind relativ zum Förderer.',
    DATE_OUT_OF_RANGE: 'Wählen Sie ein Datum zwischen {{min}} und {{max}}.',
    CONTROL_CHARACTERS: 'Dieses Feld enthält unzulässige Zeichen.',
    LINE_BREAK: 'Dieses Feld muss in eine Zeile passen.',
  },
  error_codes: {
    INVALID_CREDENTIALS: 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
    UNAUTHENTICATED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    UNAUTHORIZED: 'nicht autorisiert',
    FORBIDDEN: 'verboten',
    SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    INVALID_TOKEN: 'Dieser Link ist ungültig oder abgelaufen.',
    TWO_FACTOR_REQUIRED: 'Zwei-Faktor-Code erforderlich',
    INVALID_TWO_FACTOR_CODE: 'Ungültiger Code',
    TWO_FACTOR_CODE_EXPIRED: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    TWO_FACTOR_TOO_MANY_ATTEMPTS: 'Zu viele Versuche. Bitte fordern Sie einen neuen Code an.',
    NOT_FOUND: 'Nicht gefunden',
    VALIDATION: 'Dieses Feld ist ungültig.',
    CONFLICT: 'Etwas ist schiefgelaufen',
    EMAIL_TAKEN: 'Diese E-Mail-Adresse wird bereits verwendet.',
    ORGANIZATION_NOT_FOUND: 'Die Organisations-ID wurde nicht gefunden',
    USER_NOT_FOUND: 'Benutzer nicht gefunden',
    FUNDER_NOT_FOUND: 'Förderer nicht gefunden',
    PROGRAM_NOT_FOUND: 'Programm nicht gefunden',
    GRANT_NOT_FOUND: 'Förderung nicht gefunden',
    APPLICATION_NOT_FOUND: 'Antrag nicht gefunden',
    REPORT_NOT_FOUND: 'Bericht nicht gefunden',
    FOLDER_NOT_FOUND: 'Ordner nicht gefunden',
    FILE_NOT_FOUND: 'Datei nicht gefunden',
    CHAT_NOT_FOUND: 'Chat nicht gefunden',
    FINE_TUNING_VERSION_NOT_FOUND: 'Feinabstimmungsversion nicht gefunden',
    ACTIVE_VERSION_NOT_DELETABLE: 'Eine aktive Version kann nicht gelöscht werden',
    NAME_TAKEN: 'In diesem Ordner gibt es bereits eine Datei mit diesem Namen.',
    FILE_TOO_LARGE: 'Die Datei ist größer als das Upload-Limit.',
    FILE_TYPE_REFUSED: 'Dieser Dateityp kann nicht hochgeladen werden.',
    FOLDER_MOVE_INTO_ITSELF:
      'Ein Ordner kann nicht in sich selbst oder in einen seiner Unterordner verschoben werden.',
    DRIVE_NOT_CONFIGURED: 'Dieses Laufwerk ist auf dem Server nicht eingerichtet',
    DRIVE_NOT_CONNECTED: 'Dieses Laufwerk ist nicht verbunden',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    ASSISTANT_UNAVAILABLE: 'Der Assistent konnte gerade nicht antworten. Bitte versuchen Sie es erneut.',
    ASSISTANT_BUSY: 'Der Assistent beantwortet gerade andere Fragen. Bitte versuchen Sie es gleich erneut.',
    ASSISTANT_TIMEOUT:
      'Der Assistent hat zu lange für die Antwort gebraucht. Bitte stellen Sie eine kürzere Frage oder versuchen Sie es später erneut.',
    LOCAL_MODEL_TOO_LARGE:
      'Das lokale Modell des Assistenten braucht mehr Speicher, als dieser Server erlaubt. Bitte wenden Sie sich an Ihre Administration.',
    IDEMPOTENCY_KEY_REUSED: 'Dieser Anfrageschlüssel wurde bereits für eine andere Anfrage verwendet.',
    IDEMPOTENCY_KEY_IN_USE: 'Diese Anfrage wird noch bearbeitet. Bitte versuchen Sie es gleich erneut.',
    ASSISTANT_DATA_UNAVAILABLE:
      'Der Assistent kann die Daten Ihrer Organisation gerade nicht vorbereiten. Bitte versuchen Sie es später erneut oder wenden Sie sich an Ihre Administration.',
    PERSONAL_ACCESS_TOKEN_NOT_FOUND: 'Zugriffstoken nicht gefunden',
    SESSION_REQUIRED:
      'Melden Sie sich an, um dies zu tun: Ein Zugriffstoken kann keine Kontoeinstellungen ändern.',
    PERSONAL_ACCESS_TOKEN_LIMIT:
      'Sie haben die Höchstzahl an Zugriffstokens erreicht. Widerrufen Sie zuerst eines.',
    APPLICATION_NOT_AWARDED:
      'Der Antrag ist nicht bewilligt: Markieren Sie ihn als bewilligt, bevor Sie den Bewilligungsbescheid lesen.',
    NO_TEXT:
      'Aus dieser Datei konnte kein Text gelesen werden. Wählen Sie ein PDF-, Word- oder Textdokument.',
    OPPORTUNITY_NOT_FOUND: 'Ausschreibung nicht gefunden',
    OPPORTUNITY_WITHOUT_CLOSE_DATE:
      'Diese Ausschreibung hat noch keinen Einsendeschluss: verfolgen Sie sie, sobald Grants.gov einen nennt.',
    FILINGS_PROVIDER_UNAVAILABLE:
      'ProPublica Nonprofit Explorer ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    EIN_NOT_FOUND: 'Für diese EIN sind keine öffentlichen Steuererklärungen bekannt.',
    IMPORT_NOT_FOUND: 'Import nicht gefunden',
    IMPORT_FILE_UNREADABLE:
      'Diese Datei konnte nicht gelesen werden. Laden Sie eine CSV- oder XLSX-Tabelle hoch.',
    IMPORT_TOO_MANY_ROWS: 'Diese Tabelle hat mehr Zeilen, als ein Import annimmt.',
    IMPORT_UNDO_EXPIRED: 'Ein Import kann nur innerhalb von 24 Stunden rückgängig gemacht werden.',
    IMPORT_NOT_FINISHED: 'Warten Sie, bis der Import fertig ist, bevor Sie ihn rückgängig machen.',
    INTERNAL: 'Etwas ist schiefgelaufen',
  },
};

export const codeLocales = { de };
