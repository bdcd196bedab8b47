/** Ids are integers in the database and `ID` (string) in GraphQL; rules accept either and pass them through. */
export type EntityId = number | string;
