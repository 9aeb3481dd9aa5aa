/** The success half of the contract's envelope: `{ data: <payload> }`. */
import { Type, type TSchema } from 'typebox';

export const dataEnvelope = <T extends TSchema>(payload: T) => Type.Object({ data: payload });
