/**
 * Fault codes: what a controller's display shows when something is wrong, kept in one file per
 * controller family (src/content/fault-codes/<family>.yaml). Each code says in plain words what it
 * means, what the owner can safely try, whether the unit may be used meanwhile and how serious it is.
 * The same file says how the family's systems are operated and cared for, which owner's guides print.
 */
import { z } from 'zod';
import { controllerFamilies } from '../lib/value-lists.ts';

/** The controller families; each product's family comes from its type (lib/value-lists.ts). */
export const controllerFamilySchema = z.enum(controllerFamilies);

/**
 * How serious a code is. `advice`: the owner can clear it; `service`: a technician should look at it
 * soon; `urgent`: stop and book a technician now.
 */
export const faultSeveritySchema = z.enum(['advice', 'service', 'urgent']);
export type FaultSeverity = z.infer<typeof faultSeveritySchema>;

/** Whether the unit may be used while the code stands. */
export const keepUsingSchema = z.enum(['yes', 'with-care', 'no']);
export type KeepUsing = z.infer<typeof keepUsingSchema>;

/** A code as the display shows it: a letter then one or two letters or digits, upper case ("E6", "F3", "dF"). */
export const faultCodeValueSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9]{1,2}$/, 'Write the code as the display shows it, in capitals: E6, F3, P4');

/** One fault code of a controller family. */
export const faultCodeSchema = z.strictObject({
  /** The code as the display shows it, e.g. "E6". */
  code: faultCodeValueSchema,
  /** A short name for the fault, e.g. "Indoor and outdoor units not talking". */
  title: z.string().min(8).max(70),
  /** What the code means, in plain words an owner understands (one to three sentences). */
  meaning: z.string().min(40).max(500),
  /** What the owner can safely try, in order; nothing that opens a panel or touches wiring. */
  ownerCanTry: z.array(z.string().min(10).max(240)).min(1).max(5),
  /** Whether the unit may be used while the code shows. */
  keepUsing: keepUsingSchema,
  /** How serious it is: advice (owner can clear it), service (book a technician), urgent (stop, book now). */
  severity: faultSeveritySchema,
});
export type FaultCode = z.infer<typeof faultCodeSchema>;

/** The fault codes of one controller family, and how its systems are operated and cared for (the owner's guide). */
export const faultCodeFamilySchema = z.strictObject({
  /** The controller family these codes belong to. */
  family: controllerFamilySchema,
  /** The family's name on the support pages, e.g. "Wall split systems". */
  title: z.string().min(5).max(60),
  /** Where the owner sees the code, e.g. "on the indoor unit's display and the remote's screen". */
  whereShown: z.string().min(20).max(300),
  /** How to operate a system with this controller, for its owner's guide: three to six short steps. */
  operating: z.array(z.string().min(20).max(240)).min(3).max(6),
  /** Cleaning and maintenance for its owner's guide (filters monthly, the annual service): three to six points. */
  care: z.array(z.string().min(20).max(240)).min(3).max(6),
  /** Position of the family on the fault codes page, ascending. */
  order: z.number().int().nonnegative(),
  /** The family's codes, in the order the support page lists them; each code once. */
  codes: z
    .array(faultCodeSchema)
    .min(8)
    .max(15)
    .refine(
      (codes) => new Set(codes.map((entry) => entry.code)).size === codes.length,
      'Each code is listed once',
    ),
});
export type FaultCodeFamily = z.infer<typeof faultCodeFamilySchema>;
