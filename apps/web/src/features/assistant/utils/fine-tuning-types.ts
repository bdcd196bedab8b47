// The database tables as the wire carries them (docs/product.md, Entities; REST calls); the fine-tuning versions'
// shapes are declared in @grantflow/validation/assistant-wire.

export interface DatabaseTable {
  readonly name: string;
  readonly create_sql: string;
}

export type TableRow = Readonly<Record<string, unknown>>;
