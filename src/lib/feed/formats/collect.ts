import { FeedUnavailableError } from "../source.ts";
import type { RecordValidator } from "../validate.ts";
import { type CompiledMapping, type MapContext, mapRow, type RowValues } from "./map-row.ts";

/** A row of an export that did not become a car, named so the operator can find and fix it. */
export interface RowIssue {
  /** "cars.csv line 214", "cars.xml <listing> 12 (line 340)". */
  at: string;
  /** The stock id, when the row got that far. */
  id?: string;
  /** The source column (or car field when unmapped). */
  column: string;
  reason: string;
}

/**
 * What one stock file gave: car records to validate, where each came from, and skipped rows. With
 * a validator (the build), each mapped record went to it at once and `records` stays empty.
 */
export interface StockRows {
  records: Record<string, unknown>[];
  /** Parallel to `records`: where each came from. */
  origins: string[];
  /** Mapped field → how many rows left it empty (feed:check's report). */
  emptyFields: Map<string, number>;
  issues: RowIssue[];
  /** Columns (CSV header) or element paths (XML) the file has. */
  columns: string[];
  /** Rows read, skipped ones included. */
  rows: number;
  /** Car field → source column, for messages about mapped records. */
  sourceColumns: Map<string, string>;
}

/** Collects mapped rows as a parser hands them over (the CSV and XML readers share it). */
export class StockCollector {
  readonly result: StockRows;
  private readonly compiled: CompiledMapping;
  private readonly context: MapContext;
  private readonly validator?: RecordValidator<"cars">;

  constructor(compiled: CompiledMapping, context: MapContext, columns: string[], validator?: RecordValidator<"cars">) {
    this.compiled = compiled;
    this.context = context;
    this.validator = validator;
    if (validator) validator.sourceColumns = compiled.columns;
    const emptyFields = new Map([...compiled.columns.keys()].map((field) => [field, 0]));
    this.result = {
      records: [],
      origins: [],
      emptyFields,
      issues: [],
      columns,
      rows: 0,
      sourceColumns: compiled.columns,
    };
  }

  add(row: RowValues, at: string): void {
    this.result.rows++;
    // Blank in the export itself, whether or not the row is kept: a default or a derived value
    // (an empty Status read as in stock) must not make feed:check call the column filled in.
    for (const { field, column, cells } of this.compiled.fields) {
      if (column && !cells(row)?.some((cell) => cell.trim() !== ""))
        this.result.emptyFields.set(field, (this.result.emptyFields.get(field) ?? 0) + 1);
    }
    const mapped = mapRow(row, this.compiled, this.context);
    if ("problem" in mapped) {
      const { problem } = mapped;
      this.skip(at, problem.column ?? problem.field, problem.reason, problem.id);
      return;
    }
    if (this.validator) this.validator.add(mapped.record, at);
    else {
      this.result.records.push(mapped.record);
      this.result.origins.push(at);
    }
  }

  skip(at: string, column: string, reason: string, id?: string): void {
    this.result.issues.push({ at, column, reason, ...(id ? { id } : {}) });
  }
}

/** A stock file the tenant cannot be built from: named with its file and, where known, the mapping path. */
export function unreadable(file: string, problem: string): FeedUnavailableError {
  return new FeedUnavailableError(`${file}: ${problem}`);
}
