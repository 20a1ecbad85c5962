import { expect, it } from "vitest";
import { QueueFullError, WorkQueue } from "./work-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

it("never runs more than its concurrency at once, and runs waiting tasks in order", async () => {
  const queue = new WorkQueue(2, 10);
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const tasks = Array.from({ length: 8 }, (_, index) =>
    queue.run(async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(index);
      await tick();
      running -= 1;
      return index;
    }),
  );
  expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(most).toBe(2);
  expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(queue.running).toBe(0);
});

it("frees the slot of a task that fails", async () => {
  const queue = new WorkQueue(1, 5);
  const failing = queue.run(async () => {
    throw new Error("broken image");
  });
  await expect(failing).rejects.toThrow("broken image");
  expect(await queue.run(async () => "next")).toBe("next");
  expect(queue.running).toBe(0);
});

it("refuses at once when too many already wait", async () => {
  const queue = new WorkQueue(1, 2);
  let release = () => {};
  const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
  const waiting = [queue.run(async () => 1), queue.run(async () => 2)];
  await expect(queue.run(async () => 3)).rejects.toBeInstanceOf(QueueFullError);
  release();
  await blocker;
  expect(await Promise.all(waiting)).toEqual([1, 2]);
});
