# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: run test build release bench format clean

run: build
	$(SWIFT) run --skip-build tessera

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

release:
	$(SWIFT) build -c release

bench:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build Benchmarks/.build
