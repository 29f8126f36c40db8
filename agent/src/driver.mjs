// The driver's folder, format-independent: drop a command file atomically, take back one the
// driver never answered, and wait for the format's outcome.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export function inputDir(driverDir, format) {
  return join(driverDir, format.folders.input);
}

/** Where a command file can be once dropped: the input folder or one of the driver's answer folders. */
export function isVisible(driverDir, format, file) {
  return Object.values(format.folders).some((folder) => existsSync(join(driverDir, folder, file)));
}

/**
 * Writes the file under a temporary name the driver ignores (`.balti-*.tmp`, beside the driver's
 * folders), forces it to disk, then renames it into the input folder: the driver sees all of the
 * file or nothing.
 */
export function dropCommand(driverDir, format, file, bytes) {
  const temp = join(driverDir, `.${file}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(inputDir(driverDir, format), file));
}

/** Removes a temporary file left by a crash before the rename (the driver never saw it). */
export function removeTemp(driverDir, file) {
  rmSync(join(driverDir, `.${file}.tmp`), { force: true });
}

/**
 * Takes an unanswered command file back out of the input folder: 'withdrawn', 'gone' (the driver
 * took it) or 'busy' (the driver holds it open, as Windows reports for a file being read).
 */
export function withdraw(driverDir, format, file, dataDir) {
  const dest = join(dataDir, 'retrase');
  mkdirSync(dest, { recursive: true });
  try {
    renameSync(join(inputDir(driverDir, format), file), join(dest, file));
    return 'withdrawn';
  } catch (err) {
    if (err.code === 'ENOENT') return 'gone';
    if (['EBUSY', 'EPERM', 'EACCES'].includes(err.code)) return 'busy';
    throw err;
  }
}
