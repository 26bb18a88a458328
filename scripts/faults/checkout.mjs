// One guest's checkout through the HTTP API, in the storefront's order (apps/web checkout-api,
// e2e tests): public token, basket, products, pickup time, voucher, contact, create-order with
// an Idempotency-Key; for the demo provider the hosted page's decision and the return.
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A guest's choices, drawn from `random` (0..1) so a seed repeats a run's mix. */
export function planCheckout(fixture, random, paymentTypes) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const unlimited = pick(fixture.unlimited);
  const wantsVoucher = random() < 0.4;
  const payment = pick(paymentTypes);
  const decision = random();
  return {
    idempotencyKey: randomUUID(),
    paymentType: payment,
    limited:
      random() < 0.6 ? { product: pick(fixture.limited), quantity: 1 + Math.floor(random() * 2) } : null,
    // with a voucher the cart must reach its minimum order value
    unlimited: {
      product: unlimited,
      quantity: wantsVoucher
        ? Math.ceil((fixture.voucher.minimum_order_value + 100) / unlimited.price)
        : 1 + Math.floor(random() * 3),
    },
    voucherCode: wantsVoucher ? fixture.voucher.code : null,
    slot: pick(fixture.slots),
    // demo payments: most are decided on the hosted page, some never (left open)
    demoOutcome: decision < 0.55 ? 'paid' : decision < 0.65 ? 'failed' : decision < 0.7 ? 'cancelled' : null,
    returns: random() < 0.5,
    thinkMs: () => 30 + Math.floor(random() * 200),
  };
}

/**
 * Runs one planned checkout. Resolves with what the guest ended with: `created` (the order's
 * id), `refused` (the API said no: a 4xx with its code) or `gave_up` (no answer before the
 * client's deadline).
 */
export async function runCheckout(http, fixture, plan) {
  const restaurantId = fixture.restaurantId;
  const outcome = { plan, status: 'refused', code: undefined, orderId: undefined };
  const refused = (step, answer) => {
    outcome.code = `${step}: ${answer.body?.message?.code ?? answer.status}`;
    return outcome;
  };
  try {
    const tokenAnswer = await http.request('POST', 'oauth/token', {
      body: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront' },
    });
    if (tokenAnswer.status !== 200) return refused('token', tokenAnswer);
    const token = tokenAnswer.body.data.access_token;
    const call = async (method, path, body) => {
      await sleep(plan.thinkMs());
      return http.request(method, path, { token, body: { restaurantId, ...body } });
    };

    const created = await call('POST', 'basket/create', { deliveryType: 'pickup' });
    if (created.status !== 200) return refused('basket/create', created);
    const basketId = created.body.data.id;
    if (plan.limited) {
      // a product that ran out is refused here already; the guest goes on without it
      await call('POST', 'basket/add', {
        basketId,
        productId: plan.limited.product.id,
        quantity: plan.limited.quantity,
      });
    }
    const added = await call('POST', 'basket/add', {
      basketId,
      productId: plan.unlimited.product.id,
      quantity: plan.unlimited.quantity,
    });
    if (added.status !== 200) return refused('basket/add', added);
    const timed = await call('POST', 'basket/add-delivery-time', {
      basketId,
      delivery_time: plan.slot,
      deliveryType: 'pickup',
    });
    if (timed.status !== 200) return refused('add-delivery-time', timed);
    if (plan.voucherCode) {
      // a voucher at its limit is refused; the guest pays the full price
      await call('POST', 'basket/add-voucher-to-basket', { basketId, voucherCode: plan.voucherCode });
    }
    const contact = await call('POST', 'basket/add-address', {
      basketId,
      userInfo: { name: 'Fault Tester', email: 'faults@example.org', mobile: '030 1234567' },
    });
    if (contact.status !== 200) return refused('add-address', contact);

    await sleep(plan.thinkMs());
    const order = await http.request('POST', 'order/create-order', {
      token,
      body: { restaurantId, basketId, paymentType: plan.paymentType },
      headers: { 'idempotency-key': plan.idempotencyKey },
    });
    if (order.status !== 200) return refused('create-order', order);
    outcome.status = 'created';
    outcome.orderId = order.body.data.orderId;
    outcome.orderToken = order.body.data.token;

    if (plan.paymentType === 'demo' && plan.demoOutcome) {
      const session = new URL(order.body.data.paymentLink).searchParams.get('session');
      await call('POST', 'payment/demo/decide', { session, outcome: plan.demoOutcome });
      if (plan.returns) {
        await sleep(plan.thinkMs());
        await http.request('GET', 'payment/update', {
          token,
          query: { restaurantId, orderId: outcome.orderId, token: outcome.orderToken },
        });
      }
    }
    return outcome;
  } catch (error) {
    return { ...outcome, status: outcome.status === 'created' ? 'created' : 'gave_up', code: error.message };
  }
}
