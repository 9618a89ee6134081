# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: run test build release format clean

run: build
	$(SWIFT) run --skip-build tessera

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

release:
	$(SWIFT) build -c release

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
