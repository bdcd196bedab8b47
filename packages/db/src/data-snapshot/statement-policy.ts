// What a model-written statement may touch, judged on the program SQLite compiled from it (EXPLAIN), not on
// its text: SQLite resolves quoting, comments, schema prefixes and CTEs, so `load_extension/**/(` or
// `"pragma_database_list"` look to it exactly like the plain spelling.

/**
 * Functions a report over the copy may call: core scalar, date, math, JSON, aggregate and window functions.
 * Anything else (load_extension, sqlite_compileoption_*, fts/rtree/geopoly helpers, functions a later build
 * adds) is refused until someone decides it is safe.
 */
export const ALLOWED_FUNCTIONS: readonly string[] = [
  ...['abs', 'char', 'coalesce', 'concat', 'concat_ws', 'format', 'glob', 'hex', 'if', 'ifnull', 'iif'],
  ...['instr', 'length', 'like', 'likelihood', 'likely', 'lower', 'ltrim', 'max', 'min', 'nullif'],
  ...['octet_length', 'printf', 'quote', 'random', 'replace', 'round', 'rtrim', 'sign', 'soundex'],
  ...['substr', 'substring', 'trim', 'typeof', 'unhex', 'unicode', 'unistr', 'unlikely', 'upper'],
  ...['date', 'time', 'datetime', 'julianday', 'unixepoch', 'strftime', 'timediff'],
  ...['current_date', 'current_time', 'current_timestamp'],
  ...['acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'ceil', 'ceiling', 'cos', 'cosh'],
  ...['degrees', 'exp', 'floor', 'ln', 'log', 'log10', 'log2', 'mod', 'pi', 'pow', 'power', 'radians'],
  ...['sin', 'sinh', 'sqrt', 'tan', 'tanh', 'trunc'],
  ...['avg', 'count', 'group_concat', 'string_agg', 'sum', 'total', 'median', 'percentile'],
  ...['percentile_cont', 'percentile_disc'],
  ...['row_number', 'rank', 'dense_rank', 'percent_rank', 'cume_dist', 'ntile', 'lag', 'lead'],
  ...['first_value', 'last_value', 'nth_value'],
  ...['->', '->>', 'json', 'json_array', 'json_array_length', 'json_extract', 'json_group_array'],
  ...['json_group_object', 'json_object', 'json_quote', 'json_type', 'json_valid'],
];

/** Opcodes whose fourth operand names the function they call, as `name(argc)`. */
export const FUNCTION_OPCODES: readonly string[] = [
  'Function',
  'PureFunc',
  'AggStep',
  'AggStep1',
  'AggInverse',
  'AggValue',
  'AggFinal',
];

/**
 * The copy holds plain tables only, so a virtual-table cursor is always one of SQLite's built-in ones:
 * pragma_* (pragma_database_list names the server's file), dbstat, json_each and the like.
 */
export const VIRTUAL_TABLE_OPCODES: readonly string[] = [
  'VOpen',
  'VFilter',
  'VColumn',
  'VNext',
  'VBegin',
  'VCreate',
  'VDestroy',
  'VUpdate',
  'VRename',
  'VCheck',
  'VInitIn',
];

/** The query process's address space (KiB): Node itself needs ~300 MiB of it, SQLite gets the rest. */
export const CHILD_ADDRESS_SPACE_KIB = 1024 * 1024;

/** An error text without any absolute path in it (a copy's location is the server's business). */
export function withoutPaths(message: string, file: string): string {
  return message
    .split(file)
    .join('the copy')
    .replace(/(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){2,}[\\/]?/g, '[path]');
}
