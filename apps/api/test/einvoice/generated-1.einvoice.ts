// The generated matrix, file 1 of 4 (vitest runs the files on both cores; four files
// keep both busy to the end whichever order it takes them in).
import { generatedShard } from './generated-matrix.js';

generatedShard(0, 4);
