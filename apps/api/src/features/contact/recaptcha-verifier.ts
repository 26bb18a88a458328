/**
 * The reCAPTCHA port: whether a widget answer is valid for a secret. The adapter below speaks
 * Google's documented siteverify API (form POST of secret, response, remoteip; JSON answer
 * with `success`); tests point `verifyUrl` at a local server that speaks the same.
 */
export interface RecaptchaVerifier {
  verify(input: { secret: string; token: string; remoteIp?: string }): Promise<boolean>;
}

export function createRecaptchaVerifier(options: {
  verifyUrl: string;
  timeoutMs?: number;
}): RecaptchaVerifier {
  return {
    async verify({ secret, token, remoteIp }) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const response = await fetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`);
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    },
  };
}
