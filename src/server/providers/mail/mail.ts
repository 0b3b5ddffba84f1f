export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'local' | 'smtp';
  send(msg: MailMessage): Promise<void>;
}
