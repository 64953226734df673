"""The line model: a small convolutional and recurrent network that reads a whole code line with
CTC (no cells to cut), and the records dump-code-lines.ts writes for it. The app's forward pass is
web/features/scan/ocr/line-model.ts (decisions 177 and 178)."""
import struct

import numpy as np
import torch
from torch import nn

# The 32 symbols of domain/unique-code.ts's CODE_ALPHABET are outputs 0 to 31, then CTC's blank.
BLANK = 32
LINE_ROWS = 32


def read_records(path):
    """(pixels or None, symbol values) for each record of a dump-code-lines.ts file."""
    data = open(path, 'rb').read()
    records, at = [], 0
    while at < len(data):
        (width,) = struct.unpack_from('<H', data, at)
        symbols = list(data[at + 2:at + 12])
        at += 12
        pixels = np.frombuffer(data, np.uint8, width * LINE_ROWS, at).reshape(LINE_ROWS, width) if width else None
        at += width * LINE_ROWS
        records.append((pixels, symbols))
    return records


def ink(pixels):
    """Ink as 1 and paper as 0, the line's contrast stretched to the full range."""
    x = (255.0 - pixels.astype(np.float32)) / 255.0
    low, high = x.min(), x.max()
    return (x - low) / max(high - low, 0.1)


class LineModel(nn.Module):
    """Four 3x3 convolutions (the first pooling 2x2, the rest only the height) down to two rows,
    one column a time step at half the line's width, then a bidirectional LSTM and the symbols
    and blank per step."""

    def __init__(self, channels=(16, 32, 48, 64), hidden=64):
        super().__init__()
        layers, inputs = [], 1
        for out, pool in zip(channels, [(2, 2), (2, 1), (2, 1), (2, 1)]):
            layers += [nn.Conv2d(inputs, out, 3, padding=1), nn.BatchNorm2d(out), nn.ReLU(), nn.MaxPool2d(pool)]
            inputs = out
        self.conv = nn.Sequential(*layers)
        self.rnn = nn.LSTM(channels[-1] * 2, hidden, bidirectional=True, batch_first=True)
        self.out = nn.Linear(2 * hidden, BLANK + 1)

    def forward(self, x):
        features = self.conv(x)
        batch, channels, rows, steps = features.shape
        steps_first = features.permute(0, 3, 1, 2).reshape(batch, steps, channels * rows)
        return self.out(self.rnn(steps_first)[0]).log_softmax(2)
