export interface ExtractedMessage {
  defaultMessage: string;
  description?: string;
  file: string;
}
export declare function extractMessages(root?: string): Map<string, ExtractedMessage>;
export declare function englishTable(messages: Map<string, ExtractedMessage>): Record<string, string>;
export declare const EN_FILE: string;
