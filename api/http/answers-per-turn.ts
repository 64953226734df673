type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>

/**
 * Hands Node the answers made in one turn of the event loop together, at the turn's end (its
 * check phase), instead of each as soon as its route returns. Under load one turn reads many
 * requests; their answers written back to back cost the server less each: one wake-up of the
 * reader at the other end serves many of them, and Node's write path runs them while it is warm
 * (docs/decisions.md, 179). An answer waits at most for the rest of the turn it was made in.
 */
export function answersPerTurn<E>(fetch: Fetch<E>): Fetch<E> {
  let waiting: (() => void)[] = []
  const handOver = () => {
    const due = waiting
    waiting = []
    for (const resolve of due) resolve()
  }
  const atTurnEnd = (answer: Response) =>
    new Promise<Response>((resolve) => {
      if (waiting.length === 0) setImmediate(handOver)
      waiting.push(() => resolve(answer))
    })
  return (request, env) => {
    const answer = fetch(request, env)
    return answer instanceof Promise ? answer.then(atTurnEnd) : atTurnEnd(answer)
  }
}
