import { Injectable, PipeTransform } from '@nestjs/common';
import { AppException } from './app-exception';

/** A record id in a path: anything but a positive integer is simply a record that does not exist. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw AppException.notFound();
    return Number(value);
  }
}
