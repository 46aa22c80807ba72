import bcrypt from 'bcrypt';

export const hashPassword = (password: string, rounds: number) => bcrypt.hash(password, rounds);
