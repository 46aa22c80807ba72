// Issue #26: the generated matrix, file 1 of 2 (the two files run side by side, one per core).
import { generatedShard } from './generated-matrix.js';

generatedShard(0, 2);
