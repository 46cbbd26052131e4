/**
 * A validator together with the message a form shows when it fails (document 1 §5). The web turns it into an
 * antd rule; the server answers its message with code 1400.
 */
export interface ValidationRule {
  readonly test: (value: string) => boolean;
  readonly message: string;
}
