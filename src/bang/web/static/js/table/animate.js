// Moves on the table made visible: a card flying from a hand to its target or to the
// discard pile, cards drawn from the deck, a shot or a beer crossing the table, the
// damage and the life regained over a player's panel, a death, the dice rolling.  The
// places are read from the table before it is redrawn and after, so a card flies from
// where it was to where it lands.  With prefers-reduced-motion nothing moves: the
// numbers only fade in and out where they happen.

import { h, icon } from "../dom.js";
import { cardElement, cardBack } from "../games/cards.js";

const reduced = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export class Animator {
  constructor(root) {
    this.root = root;
    this.layer = h("div.fx-layer", { "aria-hidden": "true" });
    document.body.append(this.layer);
    this.running = [];
  }

  destroy() {
    this.finish();
    this.layer.remove();
  }

  seatEl(seat) { return this.root.querySelector(`article.seat[data-seat="${seat}"]`); }

  /** The element a place names, in the table as it is drawn now. */
  placeEl(place, card, viewer) {
    const q = (sel) => this.root.querySelector(sel);
    if (place === "deck") return q(".pile-deck .card") || q(".centre");
    if (place === "discard") return q(".pile-discard .card") || q(".centre");
    if (place === "centre") return q(".revealed") || q(".centre");
    if (place && typeof place.seat === "number") {
      if (place.hand && place.seat === viewer) {
        return (card !== null && card !== undefined && q(`.me .hand [data-card="${card}"]`))
          || q(".me .hand") || this.seatEl(place.seat);
      }
      return this.seatEl(place.seat);
    }
    return null;
  }

  /** Before the redraw: where each flight starts. */
  prepare(moves, viewer) {
    return moves.map((move) => {
      if (move.fly) {
        const el = this.placeEl(move.fly.from, move.fly.card, viewer);
        return { ...move, fromRect: el ? el.getBoundingClientRect() : null };
      }
      if (move.shot || move.beer) {
        const el = this.seatEl((move.shot || move.beer).from);
        return { ...move, fromRect: el ? el.getBoundingClientRect() : null };
      }
      return move;
    });
  }

  /** After the redraw: play every move of ``plan`` over ``ms`` milliseconds. */
  play(plan, ms, viewer) {
    if (!ms || !plan.length) return;
    const still = reduced();
    plan.forEach((move, i) => {
      const delay = Math.min(i * 90, ms / 2);
      if (move.fly) this.fly(move, viewer, ms, delay, still);
      else if (move.shot || move.beer) this.token(move, ms, delay, still);
      else if (move.hit !== undefined) this.number(move.hit, `−${move.amount}`, "fx-hit", ms, delay);
      else if (move.heal !== undefined) this.number(move.heal, `+${move.amount}`, "fx-heal", ms, delay);
      else if (move.dead !== undefined) this.flash(this.seatEl(move.dead), "fx-dead", ms);
      else if (move.turn !== undefined) this.flash(this.seatEl(move.turn), "fx-turn", ms);
      else if (move.roll !== undefined && !still) this.roll(move.roll, ms);
    });
  }

  flyer(content, rect) {
    const el = h("div.fx-fly", {}, content);
    el.style.left = `${rect.left + rect.width / 2}px`;
    el.style.top = `${rect.top + rect.height / 2}px`;
    this.layer.append(el);
    return el;
  }

  fly(move, viewer, ms, delay, still) {
    const { card, to } = move.fly;
    const target = this.placeEl(to, card, viewer);
    if (!move.fromRect || !target || still) return;
    const toRect = target.getBoundingClientRect();
    const face = typeof card === "number" && card >= 0 ? cardElement(card, { size: "full" }) : cardBack("");
    const el = this.flyer(face, move.fromRect);
    const dx = toRect.left + toRect.width / 2 - (move.fromRect.left + move.fromRect.width / 2);
    const dy = toRect.top + toRect.height / 2 - (move.fromRect.top + move.fromRect.height / 2);
    const animation = el.animate([
      { transform: "translate(-50%, -50%) scale(0.9)", opacity: 0.95 },
      { transform: `translate(calc(-50% + ${dx * 0.6}px), calc(-50% + ${dy * 0.6}px)) scale(1.05)`, opacity: 1, offset: 0.6 },
      { transform: `translate(calc(-50% + ${dx}px), calc(-50% + ${dy}px)) scale(0.75)`, opacity: 0 },
    ], { duration: ms * 0.85, delay, easing: "ease-in-out", fill: "both" });
    this.track(animation, el);
  }

  token(move, ms, delay, still) {
    const { to } = move.shot || move.beer;
    const target = this.seatEl(to);
    if (!move.fromRect || !target || still) return;
    const toRect = target.getBoundingClientRect();
    const el = this.flyer(h(`span.fx-token${move.beer ? ".fx-beer" : ""}`, {}, icon(move.beer ? "beer" : "reach")), move.fromRect);
    const dx = toRect.left + toRect.width / 2 - (move.fromRect.left + move.fromRect.width / 2);
    const dy = toRect.top + toRect.height / 2 - (move.fromRect.top + move.fromRect.height / 2);
    const animation = el.animate([
      { transform: "translate(-50%, -50%) scale(0.8)", opacity: 1 },
      { transform: `translate(calc(-50% + ${dx}px), calc(-50% + ${dy}px)) scale(1.3)`, opacity: 0.9 },
    ], { duration: ms * 0.6, delay, easing: "ease-in", fill: "both" });
    this.track(animation, el);
  }

  number(seat, text, cls, ms, delay) {
    const target = this.seatEl(seat);
    if (!target) return;
    const r = target.getBoundingClientRect();
    const el = this.flyer(h(`span.fx-number.${cls}`, { text }), { left: r.left, top: r.top, width: r.width, height: r.height * 0.6 });
    const rise = reduced() ? 0 : -28;
    const animation = el.animate([
      { transform: "translate(-50%, -50%) scale(0.8)", opacity: 0 },
      { transform: "translate(-50%, -50%) scale(1.15)", opacity: 1, offset: 0.25 },
      { transform: `translate(-50%, calc(-50% + ${rise}px)) scale(1)`, opacity: 0 },
    ], { duration: Math.max(ms, 500), delay, easing: "ease-out", fill: "both" });
    this.track(animation, el);
    this.flash(target, cls, ms);
  }

  flash(el, cls, ms) {
    if (!el) return;
    el.classList.add(cls);
    setTimeout(() => el.classList.remove(cls), Math.max(ms, 400));
  }

  roll(mask, ms) {
    this.root.querySelectorAll(".dice .die").forEach((die, i) => {
      if (!(mask & (1 << i))) return;
      const spin = die.animate([
        { transform: "rotate(0deg) scale(1)" },
        { transform: "rotate(200deg) scale(0.8)", offset: 0.5 },
        { transform: "rotate(360deg) scale(1)" },
      ], { duration: Math.min(ms * 0.7, 700), delay: i * 40, easing: "ease-out" });
      this.running.push(spin);
      spin.finished.then(() => { this.running = this.running.filter((a) => a !== spin); }, () => {});
    });
  }

  track(animation, el) {
    this.running.push(animation);
    const done = () => {
      el.remove();
      this.running = this.running.filter((a) => a !== animation);
    };
    animation.finished.then(done, done);
  }

  /** Stop every move now (skip, a jump in a replay). */
  finish() {
    for (const a of [...this.running]) a.cancel();
    this.running = [];
    this.layer.replaceChildren();
  }
}
