/** Reads a JSON answer loosely: tests assert on its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = async (res: Response): Promise<any> => res.json()
