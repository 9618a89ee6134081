# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: run test docs build release bench soak format clean system-packages

# Every Debian package a target needs is installed first, by the same script `.ci/run` uses
# (the table in .ci/run lists them); on a machine that has them all it runs no apt at all.
run: build
	$(SWIFT) run --skip-build tessera

build:
	.ci/run install run
	$(SWIFT) build

# The package's tests, then the Examples package (its own build directory, Examples/.build): both programs
# built, and their screens tested headless. The Examples run even when the package's tests fail.
test:
	.ci/run install test
	$(SWIFT) build --build-tests
	$(SWIFT) build --package-path Examples --build-tests
	status=0; $(SWIFT) test --skip-build || status=1; \
		$(SWIFT) test --package-path Examples --skip-build || status=1; exit $$status

# DocC for every library product (and TesseraImaging and the app's modules, which have catalogs), warnings
# treated as errors; the archives land in .build/plugins/Swift-DocC/outputs.
DOC_TARGETS = TesseraLayout TesseraCanvas TesseraInput TesseraPictures TesseraView TesseraTerminal TesseraTesting \
	TesseraKit TesseraGallery TesseraShell TesseraDemo TesseraPhotos TesseraPhotoLibrary TesseraPhotoIndex TesseraActions \
	TesseraImaging

docs:
	$(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors

release:
	$(SWIFT) build -c release

# The long runs `make test` keeps short, in release: a 100,000-key headless session (random keys with waits and
# resizes, no quit) must end within 2 minutes, and a ten-million-item query must stream its answer; then a
# seeded 20,000-key session with resizes in tmux (2,000 keys in `make test`), and a seeded 30,000-key session over a
# camera roll (JPEG, HEIC, MP4, GIF, a broken file) with marks, trash and undo in a temporary copy (2,000 in
# `make test`).
SOAK_KEYS = .build/soak-keys.txt

soak: release
	awk 'BEGIN { srand(1); n = split("down down down up up right left j k h l pgdn pgup home end g G enter esc bs tab btab ? u wait:40 resize:80x24 resize:120x40 wheeldown wheelup click:5,3", k, " "); for (i = 0; i < 100000; i++) print k[int(rand() * n) + 1] }' > $(SOAK_KEYS)
	time timeout 120 .build/release/tessera snapshot --size 100x30 --keys-file $(SOAK_KEYS) > /dev/null
	time timeout 120 .build/release/tessera layout column --width 375 --height 100 --count 10000000 --query 0,0,375,1e9 --no-frames > .build/soak-query.json
	tail -c 60 .build/soak-query.json
	$(SWIFT) build --build-tests
	TESSERA_SOAK_KEYS=20000 $(SWIFT) test --skip-build --filter RandomSessionInTmuxTests
	TESSERA_CAMERA_SOAK_KEYS=30000 $(SWIFT) test --skip-build --filter CameraRollSoakInTmuxTests

bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples/Package.swift Examples/Sources \
		Examples/Tests

clean:
	rm -rf .build Benchmarks/.build Examples/.build
