/**
 * How a numbered document (a pass, a chitanță, a cash disposition, from its series in
 * doc_series) is named: its series and its number, "BD 12"; in a sentence, "BD nr. 12".
 */
export interface NumberedDocument {
  series: string;
  number: number | string;
}

/** "BD 12": lists, labels, the cash book. */
export function documentNumber(doc: NumberedDocument): string {
  return `${doc.series} ${doc.number}`;
}

/** "BD nr. 12": in a sentence (a chitanță's description, a fiscal receipt's reference). */
export function documentNumberText(doc: NumberedDocument): string {
  return `${doc.series} nr. ${doc.number}`;
}
