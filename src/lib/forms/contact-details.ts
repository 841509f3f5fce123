import { z } from "zod";
import { nameInput, requiredInput } from "./inputs.ts";
import { OWN_MESSAGES } from "./messages.ts";
import { phoneSchema } from "./phone.ts";

/** The shopper's name, email and phone, as every form that identifies them asks for them. */
export const contactDetailsShape = {
  first_name: nameInput(100),
  last_name: nameInput(100),
  email: requiredInput(254).pipe(z.email(OWN_MESSAGES.emailInvalid)),
  phone: phoneSchema,
};
