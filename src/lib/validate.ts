/** Validates a data file against its zod schema and reports each problem as file, entry, field and fix. */
import type { ZodType, ZodIssue } from 'zod';

export class DataValidationError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.length} problem(s)\n  - ${problems.join('\n  - ')}`);
    this.name = 'DataValidationError';
  }
}

function labelOf(record: Record<string, unknown> | undefined): string | undefined {
  const name = record?.slug ?? record?.id ?? record?.number ?? record?.sha ?? record?.title ?? record?.name ?? record?.author;
  return name === undefined || name === null ? undefined : String(name);
}

function describe(issue: ZodIssue, data: unknown): string {
  const [index, ...rest] = issue.path;
  let entry = String(index ?? '(root)');
  let fieldPath = rest;
  if (typeof index === 'number' && Array.isArray(data)) {
    const name = labelOf(data[index] as Record<string, unknown> | undefined);
    if (name) entry = `entry ${index} (${name})`;
  } else if (typeof index === 'string' && typeof rest[0] === 'number' && data && typeof data === 'object') {
    // An object file with lists inside (an activity snapshot): name the list item, e.g. commits[3] (c6778f713).
    const list = (data as Record<string, unknown>)[index];
    const name = Array.isArray(list) ? labelOf(list[rest[0]] as Record<string, unknown> | undefined) : undefined;
    entry = `${index}[${rest[0]}]${name ? ` (${name})` : ''}`;
    fieldPath = rest.slice(1);
  }
  const field = fieldPath.length ? fieldPath.join('.') : '(whole entry)';
  return `${entry}, field "${field}": ${issue.message}. Fix the field in the source data and re-run the import.`;
}

/** Parses `data` with `schema`; throws a DataValidationError naming every bad entry and field. */
export function validateData<T>(file: string, schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new DataValidationError(
    file,
    result.error.issues.map((issue) => describe(issue, data)),
  );
}

/** Throws when two records share a key (slugs, ids). */
export function assertUnique<T>(file: string, records: T[], key: (record: T) => string): void {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  records.forEach((record, index) => {
    const value = key(record);
    const first = seen.get(value);
    if (first !== undefined) problems.push(`entries ${first} and ${index} share the key "${value}": keys must be unique`);
    else seen.set(value, index);
  });
  if (problems.length) throw new DataValidationError(file, problems);
}
