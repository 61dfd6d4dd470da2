import { z } from 'zod';
import { fileField } from './upload.js';
import { id } from './fields.js';
import { listQuery } from './list.js';
import { IMPORT_FIELDS, ROW_OUTCOMES } from '../import.js';

export { IMPORT_FIELDS, ROW_OUTCOMES, type ImportField, type RowOutcome } from '../import.js';

/**
 * Importing members from a spreadsheet (docs/import.md): the fields a column can
 * fill, and the wire shapes of an import's preview and progress.
 */

/** Column index → field (or none), as guessed and then changed by the administrator. */
export const importMapping = z.record(z.string(), z.enum(IMPORT_FIELDS).nullable());
export type ImportMapping = z.infer<typeof importMapping>;

/** What the administrator decided for a place no master knows: a known one, or a new one. */
export const placeChoice = z.union([z.object({ id }), z.object({ create: z.literal(true) })]);
export const placeChoices = z.record(z.string(), placeChoice);
export type PlaceChoices = z.infer<typeof placeChoices>;

/** A sheet's line number (the header is line 1). */
const sheetLine = z.number().int().min(1).max(10_000_000);

/**
 * The administrator's choices about single rows, which a preview applies: lines that
 * start a family of their own although the blank-row reading joined them to the head
 * above (`splits`), and the gender of rows whose sheet and relation say none (`sexes`,
 * by line).
 */
export const rowChoices = z.object({
  splits: z.array(sheetLine).max(50_000).default([]),
  sexes: z
    .record(z.string().regex(/^[1-9]\d{0,7}$/), z.enum(['male', 'female']))
    .refine((sexes) => Object.keys(sexes).length <= 50_000)
    .default({}),
});
export type RowChoices = z.infer<typeof rowChoices>;

/** A problem of a row, under its field: a message code with parameters. */
export const rowProblem = z.object({
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** In English, for a screen without the code's translation (filled on the way out). */
  message: z.string().optional(),
});
export type RowProblem = z.infer<typeof rowProblem>;

export const importRow = z.object({
  id: z.number().int(),
  /** Its line in the sheet (the header is line 1). */
  line: z.number().int(),
  /** The member as it would be saved, in words (names of places, relation, education). */
  member: z.record(z.string(), z.string().nullable()),
  problems: z.array(rowProblem),
  /** What to look at that does not keep the row out (a gender neither given nor told by the relation). */
  notices: z.array(rowProblem),
  outcome: z.enum(ROW_OUTCOMES),
  /** The other row or member the outcome names. */
  other: z
    .object({
      line: z.number().int().optional(),
      id: z.number().int().optional(),
      name: z.string(),
    })
    .nullable(),
  /** The duplicate finder's score and reasons, for a possible duplicate. */
  score: z.number().int().nullable(),
  reasons: z.array(z.string()),
  accepted: z.boolean(),
  status: z.enum(['pending', 'imported', 'failed', 'not_imported']),
  /** Why a failed row was not written (a message code). */
  reason: z.string().nullable(),
  /** The row's cells as the sheet had them, for the CSV of rows not imported. */
  cells: z.array(z.string().nullable()),
  member_id: z.number().int().nullable(),
  /**
   * Families read from blank rows: `can` when the row joins the head above it only
   * because it follows it (the administrator may start a family there), `done` when
   * the administrator did; null otherwise.
   */
  split: z.enum(['can', 'done']).nullable(),
  /** Whether the gender is asked of the administrator (`ask`) or was given by them (`given`). */
  sex_choice: z.enum(['ask', 'given']).nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

/** A place no master knows, with the closest known ones. */
export const unknownPlace = z.object({
  key: z.string(),
  kind: z.enum(['district', 'post', 'village']),
  name: z.string(),
  rows: z.number().int(),
  closest: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /**
   * Whether "create it" can work: a post needs its rows to name a district, a
   * village a post (known, or created too). False: the screen says what is missing.
   */
  creatable: z.boolean(),
});

/**
 * A known place the sheet spells in Gujarati while the masters hold no Gujarati
 * name for it: the commit records that spelling when the administrator accepts it.
 */
export const gujaratiNameProposal = z.object({
  /** `kind:id`, what the commit's body names. */
  key: z.string(),
  kind: z.enum(['district', 'post', 'village']),
  id: z.number().int(),
  /** The place's (English) name in the masters. */
  name: z.string(),
  /** The sheet's Gujarati spelling, the most used one when rows differ. */
  name_gu: z.string(),
  rows: z.number().int(),
});
export type GujaratiNameProposal = z.infer<typeof gujaratiNameProposal>;

/** The commit: which proposed Gujarati names to record (by key); none when absent. */
export const importCommitBody = z
  .object({ gujarati_names: z.array(z.string().max(40)).max(10_000).optional() })
  .optional();

/** How a text file was read: its encoding and the character between its cells. */
export const fileFormat = z.object({
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252']),
  delimiter: z.enum([',', ';', '\t']),
});
export type FileFormat = z.infer<typeof fileFormat>;

export const importState = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** A text file's encoding and delimiter as detected; null for a workbook. */
  file_format: fileFormat.nullable(),
  sheet: z.string().nullable(),
  sheets: z.array(z.string()),
  headers: z.array(z.string()),
  mapping: importMapping,
  places: placeChoices,
  row_choices: rowChoices,
  /** `previewing` while a preview runs in the background; the screen reads the state again. */
  status: z.enum(['mapping', 'previewing', 'previewed', 'importing', 'done', 'failed']),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  /** Counts by outcome, and by what the commit did. */
  counts: z.record(z.string(), z.number().int()),
  unknown_places: z.array(unknownPlace),
  gujarati_names: z.array(gujaratiNameProposal),
  error: z.string().nullable(),
  /** The error's message code when it has one (import_interrupted), for the screen to translate. */
  error_code: z.string().nullable(),
  created_at: z.string(),
});
export type ImportState = z.infer<typeof importState>;

/** The upload: the file and, for a workbook, the sheet to read. */
export const importUpload = z.object({
  file: fileField(),
  sheet: z.string().max(100).optional(),
});

/** A preview asked with the administrator's mapping and place choices. */
export const importPreviewBody = z.object({
  mapping: importMapping.optional(),
  places: placeChoices.optional(),
  row_choices: rowChoices.optional(),
});
export type ImportPreviewBody = z.infer<typeof importPreviewBody>;

/** An import in the list of recent ones, to come back to. */
export const importSummary = importState.pick({
  id: true,
  file_name: true,
  sheet: true,
  status: true,
  rows_total: true,
  rows_done: true,
  created_at: true,
});

export const importRowsQuery = listQuery.extend({
  import_id: id,
  outcome: z.enum(ROW_OUTCOMES).optional(),
  /** Only the rows left out once the import is done: not accepted, or failed. */
  left_out: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const importRowBody = z.object({ accepted: z.boolean() });
