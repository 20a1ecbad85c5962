import { EventEmitter } from "node:events";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createRenderQueue } from "./render-queue.ts";

/** A response that is sent (finish, then close) or dropped (close) when the test says. */
class FakeResponse extends EventEmitter {
  send() {
    this.emit("finish");
    this.emit("close");
  }
  drop() {
    this.emit("close");
  }
}

function setUp(limit: number) {
  const queue = createRenderQueue(limit);
  const made: number[] = [];
  const responses = Array.from({ length: 5 }, () => new FakeResponse());
  responses.forEach((response, i) => queue.enqueue(response, () => made.push(i)));
  return { queue, made, responses };
}

describe("the render queue", () => {
  it("makes at most `limit` pages at a time, in order of arrival, each on a later turn", async () => {
    const { queue, made, responses } = setUp(2);
    // Nothing is made in the turn the requests arrived in.
    expect(made).toEqual([]);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(3);
    await nextTurn();
    expect(made).toEqual([0, 1]);
    responses[1]!.send();
    expect(made).toEqual([0, 1]);
    await nextTurn();
    expect(made).toEqual([0, 1, 2]);
    responses[0]!.send();
    responses[2]!.send();
    await nextTurn();
    expect(made).toEqual([0, 1, 2, 3, 4]);
    responses[3]!.send();
    responses[4]!.send();
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it("makes an urgent page (the admin area's) as soon as a place is free, before those waiting", async () => {
    const { queue, made, responses } = setUp(1);
    const urgent = new FakeResponse();
    queue.enqueue(urgent, () => made.push(99), { isUrgent: true });
    await nextTurn();
    expect(made).toEqual([0]);
    responses[0]!.send();
    await nextTurn();
    expect(made).toEqual([0, 99]);
    urgent.send();
    await nextTurn();
    expect(made).toEqual([0, 99, 1]);
  });

  it("never makes a page whose visitor left while it waited, and frees the place of one that left while made", async () => {
    const { queue, made, responses } = setUp(1);
    responses[1]!.drop();
    responses[2]!.drop();
    expect(queue.waiting).toBe(2);
    await nextTurn();
    expect(made).toEqual([0]);
    responses[0]!.drop();
    await nextTurn();
    expect(made).toEqual([0, 3]);
    // Sent and then closed: its place is freed once, not twice.
    responses[3]!.send();
    expect(queue.running).toBe(1);
    await nextTurn();
    expect(made).toEqual([0, 3, 4]);
    responses[4]!.send();
    expect(queue.running).toBe(0);
  });

  it("a page whose visitor left after its turn came but before it began is not made", async () => {
    const { made, responses } = setUp(5);
    responses[2]!.drop();
    await nextTurn();
    expect(made).toEqual([0, 1, 3, 4]);
  });
});
