import { z } from 'zod';

// Every message reaching a user is French: zod's generic messages too.
z.config(z.locales.fr());
