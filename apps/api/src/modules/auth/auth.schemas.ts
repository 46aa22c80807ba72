import { z } from 'zod';

export const loginBodySchema = z.object({
  email: z
    .string({ error: 'Veuillez saisir votre email.' })
    .trim()
    .toLowerCase()
    .min(1, 'Veuillez saisir votre email.')
    .max(254, 'Cet email est trop long.'),
  password: z
    .string({ error: 'Veuillez saisir votre mot de passe.' })
    .min(1, 'Veuillez saisir votre mot de passe.')
    .max(200, 'Ce mot de passe est trop long.'),
});
