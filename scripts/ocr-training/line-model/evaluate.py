"""Reads labelled crops with the line model, alone and together with the glyph classifier, and
prints per style the share read right, and the shares right and wrong among codes held from each
posterior up (as eval-glyph-classifier.ts does):

    python3 scripts/ocr-training/line-model/evaluate.py MODEL.pt CLASSIFIER_WEIGHT CROPS.bin [...]

CROPS.bin is dump-code-lines.ts's `crops` output, with its .cells.json beside it. Only valid
codes are read: the best is found by Viterbi over the CTC steps, the state being how many symbols
are out, their check sum mod 32 and the last token; the posterior is the code's likelihood over
that of all valid codes, summed over the same states. Read together, each symbol the line model
puts out is also weighed by the classifier's likelihood of it in that cell, raised to
CLASSIFIER_WEIGHT: a product of the two readers over valid codes (decision 177).
"""
import json
import sys

import numpy as np
import torch
import torch.nn.functional as F

from lines import ALPHABET, BLANK, LineModel, ink, read_records

N = len(ALPHABET)
LENGTH = 10


def check_symbol(payload):
    """Luhn mod 32, as domain/unique-code.ts."""
    total, factor = 0, 2
    for symbol in reversed(payload):
        addend = factor * ALPHABET.index(symbol)
        factor = 1 if factor == 2 else 2
        total += addend // N + addend % N
    return ALPHABET[(N - total % N) % N]


# What each symbol at each position adds to the check sum: valid codes add up to 0 (pick-code.ts).
SHARES = np.array([[value if position == LENGTH - 1 else (N - ALPHABET.index(check_symbol('0' * position + symbol + '0' * (LENGTH - 2 - position)))) % N
                    for value, symbol in enumerate(ALPHABET)] for position in range(LENGTH)])
SUMS = np.arange(N)[:, None].repeat(N, 1)
SYMBOLS = np.arange(N)[None, :].repeat(N, 0)
# Per position, the sum each (sum before, symbol) pair leads to.
NEXT_SUM = [(SUMS + SHARES[position][None, :]) % N for position in range(LENGTH)]


def best_valid_code(log_probs, cell_logs):
    """Viterbi over (symbols out, check sum, last token: a symbol, or BLANK)."""
    none = -1e30
    score = np.full((LENGTH + 1, N, N + 1), none)
    score[0, 0, BLANK] = 0
    came_from = []
    out_index = np.arange(LENGTH + 1)[:, None].repeat(N, 1)
    sum_index = np.arange(N)[None, :].repeat(LENGTH + 1, 0)
    for p in log_probs:
        new = np.full_like(score, none)
        back = np.full(score.shape + (3,), -1, np.int16)
        order = np.argsort(score, axis=2)
        first, second = order[:, :, -1], order[:, :, -2]
        best = np.take_along_axis(score, first[:, :, None], 2)[:, :, 0]
        runner_up = np.take_along_axis(score, second[:, :, None], 2)[:, :, 0]
        # A blank, after anything.
        new[:, :, BLANK] = best + p[BLANK]
        back[:, :, BLANK] = np.stack([out_index, sum_index, first], -1)
        # The same symbol again, before a blank: still one symbol.
        new[:, :, :N] = score[:, :, :N] + p[None, None, :N]
        back[:, :, :N] = np.stack(np.broadcast_arrays(out_index[:, :, None], sum_index[:, :, None], np.arange(N)[None, None, :]), -1)
        # The next symbol, after a blank or another symbol.
        for out in range(LENGTH):
            same = first[out][:, None] == SYMBOLS
            before = np.where(same, runner_up[out][:, None], best[out][:, None])
            before_token = np.where(same, second[out][:, None], first[out][:, None])
            candidate = before + p[None, :N] + cell_logs[out][None, :]
            to = NEXT_SUM[out]
            better = candidate > new[out + 1][to, SYMBOLS]
            new[out + 1][to[better], SYMBOLS[better]] = candidate[better]
            back[out + 1][to[better], SYMBOLS[better]] = np.stack([np.full(better.sum(), out), SUMS[better], before_token[better]], -1)
        score = new
        came_from.append(back)
    last = int(score[LENGTH, 0].argmax())
    if score[LENGTH, 0, last] <= none / 2:
        return None
    state, symbols = (LENGTH, 0, last), []
    for back in reversed(came_from):
        previous = tuple(int(v) for v in back[state])
        if previous[0] == state[0] - 1:
            symbols.append(state[2])
        state = previous
    return ''.join(ALPHABET[s] for s in reversed(symbols))


def log_all_valid(probs, cell_likelihoods):
    """Log of the summed likelihood of every valid code, rescaled at each step."""
    held = np.zeros((LENGTH + 1, N, N + 1))
    held[0, 0, BLANK] = 1
    log_scale = 0.0
    for p in probs:
        total = held.sum(2)
        new = np.zeros_like(held)
        new[:, :, BLANK] = total * p[BLANK]
        new[:, :, :N] = held[:, :, :N] * p[None, None, :N]
        for out in range(LENGTH):
            new[out + 1][NEXT_SUM[out], SYMBOLS] += (total[out][:, None] - held[out][:, :N]) * p[None, :N] * cell_likelihoods[out][None, :]
        top = new.max()
        held = new / top
        log_scale += np.log(top)
    return np.log(held[LENGTH, 0].sum()) + log_scale


def read(model, pixels, cells, weight):
    """(code, posterior), or ('', 0) when no valid code is found."""
    cell_logs = weight * np.log(np.maximum(np.array(cells), 1e-300)) if cells is not None and weight > 0 else np.zeros((LENGTH, N))
    with torch.no_grad():
        log_probs = model(torch.from_numpy(ink(pixels))[None, None])[0]
    lp = log_probs.numpy().astype(np.float64)
    code = best_valid_code(lp, cell_logs)
    if code is None:
        return '', 0.0
    values = [ALPHABET.index(s) for s in code]
    line_nll = F.ctc_loss(log_probs[:, None, :], torch.tensor([values]), torch.tensor([len(lp)]), torch.tensor([LENGTH]), blank=BLANK, reduction='sum').item()
    log_code = -line_nll + sum(cell_logs[i][v] for i, v in enumerate(values))
    return code, float(np.exp(log_code - log_all_valid(np.exp(lp), np.exp(cell_logs))))


def main():
    model_file, weight, *files = sys.argv[1:]
    weight = float(weight)
    torch.set_num_threads(1)
    model = LineModel()
    model.load_state_dict(torch.load(model_file))
    model.eval()
    for file in files:
        cells = json.load(open(f'{file}.cells.json'))
        reads = []
        for (pixels, symbols, style), cell in zip(read_records(file), cells):
            truth = ''.join(ALPHABET[s] for s in symbols)
            # The crops' codes were made by other code, so each holds this copy of the check rule to the domain's.
            assert sum(SHARES[i][s] for i, s in enumerate(symbols)) % N == 0, f'{truth} fails the check sum as copied here'
            code, posterior = read(model, pixels, cell, weight) if pixels is not None else ('', 0.0)
            reads.append((style, truth, code, posterior))
        print(f'{file}, classifier weight {weight}')
        print(f"{'':14} {'n':>4}  top-1 | " + ' | '.join(f'>= {p}: right wrong' for p in (0.5, 0.9, 0.99, 0.998)))
        for style in sorted({r[0] for r in reads}) + ['overall']:
            of = [r for r in reads if style in ('overall', r[0])]
            share = lambda count: f'{100 * count / len(of):5.1f}%'
            held = [f'{share(sum(r[3] >= p and r[2] == r[1] for r in of))} {share(sum(r[3] >= p and r[2] != r[1] for r in of))}' for p in (0.5, 0.9, 0.99, 0.998)]
            print(f'{style:14} {len(of):4} {share(sum(r[2] == r[1] for r in of))} | ' + ' | '.join(held))


main()
