"""Trains the line model on dump-code-lines.ts files (Debian's python3-torch; about 7 minutes an
epoch for 24,000 lines on two cores):

    python3 scripts/ocr-training/line-model/train.py OUT.pt LINES.bin [LINES.bin ...]
"""
import math
import os
import random
import sys
import time

import numpy as np
import torch
from torch import nn

from lines import BLANK, LINE_ROWS, LineModel, ink, read_records

EPOCHS = int(os.environ.get('EPOCHS', 8))
BATCH = 32
torch.set_num_threads(os.cpu_count())
torch.manual_seed(1)
random.seed(1)


def batches(records):
    """Lines of like width together, each batch padded to its widest at a random place."""
    order = sorted(range(len(records)), key=lambda i: records[i][0].shape[1])
    groups = [order[i:i + BATCH] for i in range(0, len(order), BATCH)]
    random.shuffle(groups)
    for group in groups:
        width = max(records[i][0].shape[1] for i in group)
        width += width % 2
        x = np.zeros((len(group), 1, LINE_ROWS, width), np.float32)
        for row, i in enumerate(group):
            pixels = records[i][0]
            at = random.randint(0, width - pixels.shape[1])
            x[row, 0, :, at:at + pixels.shape[1]] = ink(pixels)
        yield group, torch.from_numpy(x)


out, *files = sys.argv[1:]
# A line narrower than 40 pixels gives too few steps for ten symbols and their blanks.
records = [r for f in files for r in read_records(f) if r[0] is not None and r[0].shape[1] >= 40]
print(f'{len(records)} lines', flush=True)
model = LineModel()
optimiser = torch.optim.Adam(model.parameters(), 1e-3)
schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, 2e-3, total_steps=EPOCHS * math.ceil(len(records) / BATCH))
ctc = nn.CTCLoss(blank=BLANK, zero_infinity=True)
for epoch in range(EPOCHS):
    model.train()
    started, total = time.time(), 0.0
    for group, x in batches(records):
        log_probs = model(x)
        steps = log_probs.shape[1]
        targets = torch.tensor([s for i in group for s in records[i][1]])
        loss = ctc(log_probs.permute(1, 0, 2), targets, torch.full((len(group),), steps), torch.full((len(group),), 10))
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        total += loss.item() * len(group)
    print(f'epoch {epoch}: loss {total / len(records):.4f}, {time.time() - started:.0f} s', flush=True)
    torch.save(model.state_dict(), out)
