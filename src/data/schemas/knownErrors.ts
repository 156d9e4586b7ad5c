/** Schema of the error messages users reported, which the troubleshooting pages must answer. */
import { z } from 'zod';

export const knownErrorsSchema = z.array(z.object({ text: z.string().min(5), cause: z.string().min(3) }).strict()).min(10);
